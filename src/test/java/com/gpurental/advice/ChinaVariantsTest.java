package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * The China-market cards (docs/gpu-specs.md "The China-market cards"): the L20's published dense figures put it through
 * the scenario minimums it was ruled out of as "not published", a figure known only as a spread (the RTX 5090D's FP16,
 * 148.4–209.5) is held on its cautious end, and an RTX 5090 — not sold in China — says which cards may be rented under
 * its name.
 */
class ChinaVariantsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** examples/requests/03-lora-7b.json: the small-training preset asks ≥28 TFLOPS FP16 per card. */
    private static final String LORA = "\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":\"qwen2.5-7b\"}"
            + ","
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"0.2B\",\"targetDays\":3},"
            + "\"budget\":{\"totalCny\":3000}";

    /** examples/requests/05-72b-few-users.json: Qwen2.5-72B FP8 for 5 users, led by RTX 5090s. */
    private static final String FEW_USERS = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
            + "\"qwen2.5-72b\"},\"precision\":\"fp8\",\"inference\":{\"contextTokens\":8192,\"concurrentUsers\":5,"
            + "\"tokensPerSecondPerUser\":15},\"rental\":{\"durationDays\":90},\"budget\":{\"monthlyCny\":40000}";

    @Test
    void aSpreadWhoseLowEndMeetsTheMinimumIsNoLongerRuledOutAsNotPublished() {
        Advice a = advise(LORA);
        // 148.4 (= 209.5 × 2,375 ÷ 3,352, the low end) ≥ 28: the 5090D and the V2 are sized, they need a quote.
        for (String id : new String[] {"rtx-5090d", "rtx-5090d-v2", "l20"}) {
            assertTrue(a.rejected().stream().noneMatch(r -> r.gpu().id().equals(id)),
                    () -> id + " " + a.rejected().stream().filter(r -> r.gpu().id().equals(id)).map(r -> EN.format(r.reason()))
                            .toList());
            assertTrue(a.needsQuote().stream().anyMatch(c -> c.gpu().id().equals(id)), id);
        }
    }

    @Test
    void theL20PassesTheInspectionMinimumWithItsPublished239Tops() {
        // The inspection preset asks ≥140 TOPS INT8; the L20's 239 (dense) meets it. A 10 Gbit/s line keeps the
        // transfer small (8 ms), so the cards are judged end to end.
        Advice a = advise("\"preset\":\"vision-inspection\",\"precision\":\"int8\",\"vision\":{\"megapixels\":20,"
                + "\"imagesPerDay\":500000,\"latencyMs\":200,\"linkMbps\":10000},\"rental\":{\"durationDays\":90}");
        assertTrue(a.rejected().stream().noneMatch(r -> r.gpu().id().equals("l20")
                && r.code() == Rejection.Code.MISSES_INDICATOR), () -> a.rejected().stream()
                .filter(r -> r.gpu().id().equals("l20")).map(r -> EN.format(r.reason())).toList().toString());
    }

    @Test
    void anRtx5090OptionSaysWhichCardsMayBeRentedUnderItsNameInChina() {
        // the RTX 5090 option (4 cards of a server; the lead is 8 × RTX 4090, a whole server, since a share of a server
        // is priced as the whole server where the offer does not say shares are rented)
        Advice a = advise(FEW_USERS);
        Candidate lead = a.allCandidates().stream().filter(c -> c.gpu().id().equals("rtx-5090")).findFirst().orElseThrow();
        Warning w = lead.warnings().stream().filter(x -> x.code() == Warning.Code.CHINA_VARIANT).findFirst().orElseThrow();
        assertEquals("NVIDIA GeForce RTX 5090 is not sold in China under the US export rules; the cards sold there in its"
                + " place are NVIDIA GeForce RTX 5090D 32GB, NVIDIA GeForce RTX 5090D V2 24GB, with their AI compute capped"
                + " and, on some, less memory or bandwidth. A platform in China that lists \"NVIDIA GeForce RTX 5090\" may"
                + " rent one of them: the speed and memory here are the full card's.", EN.format(w.text()));
        assertEquals("按美国出口管制规定，NVIDIA GeForce RTX 5090 不在中国销售；在中国销售的是 NVIDIA GeForce RTX 5090D 32GB、"
                + "NVIDIA GeForce RTX 5090D V2 24GB，其 AI 算力受限，部分型号的显存或带宽也更少。国内平台标为“NVIDIA GeForce RTX"
                + " 5090”的卡可能是其中一款：这里的速度和显存按完整的 NVIDIA GeForce RTX 5090 估算。", ZH.format(w.text()));
        assertTrue(EN.format(w.action()).startsWith("Ask the vendor in writing which card it rents"));
        // Only the RTX 5090 carries it: an H20 or a 5090D option does not.
        assertFalse(a.allCandidates().stream().filter(c -> !c.gpu().id().equals("rtx-5090"))
                .anyMatch(c -> c.warnings().stream().anyMatch(x -> x.code() == Warning.Code.CHINA_VARIANT)));
    }
}
