package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * Speculative decoding with DeepSeek-V3/R1's own multi-token-prediction head (issue 31, docs/domain.md §9 "Speculative
 * decoding"): the second token is accepted 85–90 % of the time, "1.8 times TPS" (DeepSeek-V3 Technical Report, arXiv
 * 2412.19437, §5.4.3); the cautious end 1.35 × (HabanaAI/vllm-fork PR #1264: DeepSeek-R1 at batch 128), the fast end
 * 1.9 (1 + 0.90 accepted). Only a model with the head (catalog {@code mtp}) gains; the first token does not.
 */
class MtpSpeculativeTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** DeepSeek-R1 FP8, 10 users in flight at 32k (the deepseek-private preset), a 215-token answer. */
    private static final String R1 = "\"preset\":\"deepseek-private\",\"inference\":{\"concurrentUsers\":10,"
            + "\"answerTokens\":215";

    @Test
    void theSpeedUpIsTheReportsCentralWithACautiousAndAFastEnd() {
        assertEquals(new Estimate(1.35, 1.8, 1.9), ServingAssumptions.MTP_DECODE_SPEEDUP);
    }

    @Test
    void aDecodeStepYieldsMoreTokensTheSlowEndGainingTheCautiousFigure() {
        Workload plain = AdvisorFixture.advise(R1 + "}").plan().workload();
        Workload mtp = AdvisorFixture.advise(R1 + ",\"speculative\":\"mtp\"}").plan().workload();
        assertNull(plain.decodeSpeedup());
        assertEquals(ServingAssumptions.MTP_DECODE_SPEEDUP, mtp.decodeSpeedup());
        Gpu h20 = AdvisorFixture.CATALOG.gpu("h20").orElseThrow();
        Estimate without = Performance.decodeStepSecondsRange(plain, h20, 8, 4, 1.0);
        Estimate with = Performance.decodeStepSecondsRange(mtp, h20, 8, 4, 1.0);
        // fast end ÷ 1.9, central ÷ 1.8, slow end ÷ 1.35
        assertEquals(without.low() / 1.9, with.low(), 1e-12);
        assertEquals(without.central() / 1.8, with.central(), 1e-12);
        assertEquals(without.high() / 1.35, with.high(), 1e-12);
    }

    @Test
    void deepSeekR1WithMtpServesItsUsersFasterAndSaysTheAssumptionWithItsSource() {
        Advice plain = AdvisorFixture.advise(R1 + "}");
        Advice mtp = AdvisorFixture.advise(R1 + ",\"speculative\":\"mtp\"}");
        Candidate before = plain.leading().orElseThrow();
        Candidate after = mtp.leading().orElseThrow();
        assertEquals(before.cards(), after.cards());
        // the serving stage's p95 at the load on the lead (16 × H20 over 2 servers, a year's bare-metal cluster at its
        // container estimate): 21.53 tokens/s per user without, 38.62 with (1.79 ×: the step ÷ 1.8; the 10 users at their
        // own pace all decode at once either way, serving.ClosedLoop — it was 20.5 and 38.6, 1.88 ×, on 16 × H100 SXM when
        // the open model's batch at the targets' pace shrank with the faster decode)
        assertEquals(21.53, before.tokensPerSecond(), 0.005);
        assertEquals(38.62, after.tokensPerSecond(), 0.005);
        Message note = Message.of("note.mtp", "DeepSeek-R1", "1.8", "1.35", "1.9");
        assertTrue(mtp.assumptions().contains(note), mtp.assumptions()::toString);
        assertTrue(EN.format(note).startsWith("Speculative decoding (multi-token prediction, MTP): DeepSeek-R1's own "
                + "prediction head drafts one more token every step, which the model checks in the same step. The "
                + "DeepSeek-V3 Technical Report (arXiv 2412.19437, §5.4.3) gives an acceptance of 85–90% for the second "
                + "token and about 1.8 times the generation speed; the cautious figure is 1.35 times"), EN.format(note));
    }

    @Test
    void aModelWithoutTheHeadIsANoteAndDecodesAsBefore() {
        Advice a = AdvisorFixture.advise("\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-32b\"},"
                + "\"inference\":{\"speculative\":\"mtp\",\"concurrentUsers\":4,\"answerTokens\":215}");
        assertNull(a.plan().workload().decodeSpeedup());
        assertTrue(a.assumptions().contains(Message.of("note.mtpNone", "Qwen3-32B")), a.assumptions()::toString);
    }
}
