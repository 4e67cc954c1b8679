package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.serving.ServingFit;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * Issue 31's done-means: "the 16k-prompt agent service … sized for [its] prefill". Qwen3-235B-A22B at FP8, 16,384-token
 * retrieved prompts, 500-token answers, 32 requests in flight, 90 days. The engine had printed 8 × H20, on which (by its
 * own first-token time) each copy would spend about 97% of its time prefilling; the H20 computes 148 dense TFLOPS.
 */
class AgentPrefillTest {

    static final String AGENT = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-235b-a22b\"},"
            + "\"precision\":\"fp8\",\"inference\":{\"contextTokens\":32768,\"promptTokens\":16384,\"answerTokens\":500,"
            + "\"concurrentUsers\":32},\"rental\":{\"durationDays\":90}";

    private static ServingFit fit(Advice a, String gpu) {
        return a.allCandidates().stream().filter(c -> c.gpu().id().equals(gpu)).findFirst().orElseThrow().deployment()
                .serving();
    }

    @Test
    void theH20sAreCountedForTheirPrefillAndEveryOptionCarriesTheLoad() {
        Advice a = AdvisorFixture.advise(AGENT);
        Candidate h20 = a.allCandidates().stream().filter(c -> c.gpu().id().equals("h20")).findFirst().orElseThrow();
        // 16 cards, not 8: at the load the prompts take 51.7% of the copy's time (serving.ClosedLoop, 2026-12-07), under
        // the 0.8 knee (ServingAssumptions.SERVING_UTILISATION_KNEE) that the 8-card copy's ~97% was far past
        assertEquals(16, h20.cards());
        ServingFit h20Fit = fit(a, "h20");
        assertEquals(0.517, h20Fit.central().prefillShare(), 0.001);
        assertTrue(h20Fit.central().prefillShare() <= ServingAssumptions.SERVING_UTILISATION_KNEE);
        // its p95 first token at the load: 1.40 s (1.22–2.69 s), the prompt's own prefill counted
        assertEquals(1.40, h20Fit.ttftS().central(), 0.005);
        // the H100 SXM's 989 TFLOPS: one 8-card server, prompts 16.6% of its time, first token 0.25 s
        assertEquals(0.166, fit(a, "h100-sxm").central().prefillShare(), 0.001);
        assertEquals(0.25, fit(a, "h100-sxm").ttftS().central(), 0.005);
        for (Candidate c : a.allCandidates()) {
            ServingFit f = c.deployment().serving();
            assertTrue(f.utilisation() <= 1, c.cards() + " × " + c.gpu().id() + " carries " + f.utilisation());
        }
    }

    @Test
    void theClusterAtItsEstimateNamesThePricedServerToRentIfNoQuoteMeetsIt() {
        // session 20's open decision: for 90 days the 16 × H20 cluster leads at its estimate (16 × ¥6.20 × 720 h =
        // ¥71,424 a month); one 8 × H100 SXM server by the month is priced (8 × ¥10,560 = ¥84,480, 18% more). The plain
        // answer asks for the cluster's quote first and names the server as what to rent if no quote meets the estimate.
        Advice a = AdvisorFixture.advise(AGENT);
        Message ask = PlainAnswer.of(a).actions().get(0);
        assertEquals("plain.action.CLUSTER_ESTIMATE.fallback", ask.key());
        String en = Messages.forLocale(Messages.EN).format(ask);
        assertTrue(en.endsWith("if no quote comes in at or below ¥71,424.00, rent the next option, whose price the catalog "
                + "gives: "
                + "8 × NVIDIA H100 SXM 80GB, bare-metal by the month, ¥84,480.00 a month."), en);
    }
}
