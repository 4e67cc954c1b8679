package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.json.AdviceJson;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * Open arrivals (people's requests) that the copies carry at the central estimate but would overload at the slow end
 * (the audit of issue 31, gap 3: "0.1–38.9 tokens/s", "5,818.8 s"): the slow end's times mean nothing there, so the
 * advice says the copy would be overloaded instead of printing them ({@code ServingFit.carriesAtSlowEnd}).
 */
class SlowEndOverloadTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Qwen3-32B for 400 people × 30 % × 6 requests an hour, 16,000-token prompts (a RAG service), 300-token answers. */
    static final String RAG_PEOPLE = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-32b\"},"
            + "\"inference\":{\"promptTokens\":16000,\"answerTokens\":300,\"contextTokens\":32768,"
            + "\"users\":{\"people\":400,\"busyShare\":30,\"requestsPerHour\":6}},\"rental\":{\"durationDays\":30}";

    @Test
    void aCopyOverloadedAtTheSlowEndIsSaidSoWithNoSlowEndFigure() {
        Advice a = AdvisorFixture.advise(RAG_PEOPLE);
        Candidate lead = a.leading().orElseThrow();
        ServingFit fit = lead.deployment().serving();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(8, lead.cards());
        // 400 × 0.30 × 6 ÷ 3,600 = 0.2 requests/s on one copy of 8 × RTX 4090 (TP-8). A prompt: 16,000 × (2 × 32.76 B
        // + 4 × 64 × 64 × 128 × 8,000) = 1.317e15 FLOPs ÷ (8 × 165.2 TFLOPS × MFU × 0.60, the 8-card PCIe efficiency):
        // 2.863 s at the centre (MFU 0.58), ρ = 0.2 × 2.863 = 0.57, below the 0.8 knee; 6.150 s at the slow end (MFU
        // 0.27), ρ = 1.23 — more prompt than time: the queue would grow without limit
        double eff = CATALOG.scalingEfficiency(lead.gpu().interconnect().type(), 8);
        CopyModel copy = new CopyModel(a.plan().workload(), lead.gpu(), fit.layout(), ServingInputs.load(a.plan()), eff);
        assertEquals(0.2, fit.loadRate(), 1e-12);
        assertEquals(2.863, copy.prefillSeconds(1), 0.001);
        assertEquals(6.150, copy.prefillSeconds(2), 0.001);
        assertFalse(fit.carriesAtSlowEnd());
        String capacity = lead.reasons().stream().filter(r -> r.key().startsWith("reason.capacity")).map(EN::format)
                .findFirst().orElseThrow();
        assertTrue(capacity.contains("At the slow end of the estimate the copy would be overloaded: the prompts alone would "
                + "take more than its time, and requests would queue without limit, so no slow-end figure is given"), capacity);
        assertEquals("15.7 tokens/s per user (up to 24.5; overloaded at the slow end of the estimate)",
                EN.format(lead.speed().text()));
        String zh = lead.reasons().stream().filter(r -> r.key().startsWith("reason.capacity")).map(ZH::format)
                .findFirst().orElseThrow();
        assertTrue(zh.contains("若按估算的慢端，每套模型会过载：仅处理提示词就超出其全部时间，请求会无限排队，因此不给出慢端数字"), zh);
        assertEquals("每用户 15.7 词元/秒（最高 24.5；按估算的慢端会过载）", ZH.format(lead.speed().text()));
        assertFalse(AdviceJson.toJson(a, EN).get("candidates").get(0).get("capacity").get("carriesAtSlowEnd").asBoolean());
    }
}
