package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.VisionWorkload;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.InspectionLatency;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Inline visual inspection (docs/domain.md §2: 20 MP battery-electrode images, 500,000 a day, 200 ms): the image's way
 * to the cards counts in the latency, a production line keeps a spare card, and a line too slow for the target is told
 * that on-site hardware is the answer.
 */
class InlineInspectionTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static String vision(String extra) {
        return "\"preset\":\"vision-inspection\",\"precision\":\"int8\",\"vision\":{\"megapixels\":20,\"imagesPerDay\":500000,"
                + "\"latencyMs\":200" + extra + "},\"rental\":{\"durationDays\":90}";
    }

    @Test
    void theTransferIsImageSizeTimesEightOverTheLineSpeed() {
        // 20 MP × 0.5 MB per megapixel = 10 MB; × 8 bits ÷ 100 Mbit/s = 0.8 s; decoding 20 × 1–5 ms = 20–100 ms.
        InspectionLatency l = InspectionLatency.of(new VisionWorkload(20, 500_000, 403, "t"), 30.5, 200);
        assertEquals(10.0, l.imageMb(), 1e-9);
        assertEquals(100.0, l.linkMbps(), 1e-9);
        assertEquals(800.0, l.transferMs(), 1e-9);
        assertEquals(20.0, l.decodeLowMs(), 1e-9);
        assertEquals(100.0, l.decodeHighMs(), 1e-9);
        assertTrue(l.onSite());
        assertEquals(130.5, l.onSiteHighMs(), 1e-9);
        // 10 MB over 1 Gbit/s: 80 ms, and 80 + 100 + 30.5 = 210.5 ms misses 200 on the slow end.
        InspectionLatency gigabit = InspectionLatency.of(new VisionWorkload(20, 500_000, 403, "t", 10.0, 1000.0), 30.5, 200);
        assertEquals(80.0, gigabit.transferMs(), 1e-9);
        assertEquals(210.5, gigabit.totalHighMs(), 1e-9);
        assertEquals(false, gigabit.meets());
    }

    @Test
    void aLineSlowerThanTheTargetIsToldThatOnSiteHardwareIsTheHonestAnswer() {
        Advice a = advise(vision(""));
        Warning first = a.warnings().get(0);
        assertEquals(Warning.Code.EDGE_HARDWARE, first.code());
        assertEquals("Sending one 10 MB image over the 100 Mbit/s line takes 800 ms, more than the whole 200 ms target: no"
                + " GPU rented in a data centre can meet it. The honest answer is on-site (edge) hardware next to the"
                + " production line; the cards listed show the class it needs.", EN.format(first.text()));
        assertTrue(EN.format(first.action()).contains("rent data-centre GPUs only to train or retrain the inspection model"));
        assertTrue(ZH.format(first.text()).startsWith("经 100 Mbps 线路传送一张 10 MB 的图像就要 800 毫秒"));
        Candidate lead = a.leading().orElseThrow();
        // One RTX 4090 carries 32.8 images/s against 5.8 needed; the line keeps a second one spare (N+1).
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(2, lead.cards());
        assertEquals("2 × NVIDIA GeForce RTX 4090 in one server: 1 card carries the images and 1 stands by (N+1), so a"
                + " failed card stops no production line.", EN.format(lead.deployment().note()));
        assertTrue(lead.reasons().stream().map(EN::format).anyMatch(r -> r.equals("Next to the line about 50.5–130.5 ms"
                + " per image against the 200 ms target (decompressing and tiling 20–100 ms, the model 30.5 ms); over the"
                + " 100 Mbit/s line the 10 MB image alone takes 800 ms.")), () -> lead.reasons().stream().map(EN::format)
                .toList().toString());
    }

    @Test
    void aGigabitLineCountsTheTransferAndRulesOutCardsThatMissEndToEnd() {
        Advice a = advise(vision(",\"imageMb\":10,\"linkMbps\":1000"));
        assertTrue(a.warnings().stream().noneMatch(w -> w.code() == Warning.Code.EDGE_HARDWARE));
        assertEquals("Too slow end to end: sending the image takes 80 ms, decompressing and tiling up to 100 ms, the model"
                + " 30.5 ms: 210.5 ms in all, the target is 200 ms.", EN.format(rejection(a, "rtx-4090").reason()));
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h100-sxm", lead.gpu().id());
        assertTrue(lead.reasons().stream().map(EN::format).anyMatch(r -> r.equals("End to end about 110.2–190.2 ms per"
                + " image against the 200 ms target: the 10 MB image over the 1,000 Mbit/s line 80 ms, decompressing and"
                + " tiling 20–100 ms, the model 10.2 ms.")));
    }

    @Test
    void moreImagesThanOneCardCarriesTakeTheCardsTheyNeedPlusOneSpare() {
        // 5,000,000 images a day = 57.9/s; an RTX 4090 carries 32.8/s, so 2 work and a third stands by.
        Advice a = advise(fromFields(vision(",\"linkMbps\":100000")).set("vision.imagesPerDay", 5_000_000).plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(3, lead.cards());
        assertTrue(EN.format(lead.deployment().note()).startsWith("3 × NVIDIA GeForce RTX 4090 in one server: 2 cards carry"
                + " the images and 1 stands by (N+1)"));
    }

    @Test
    void theImageSizeAndLineSpeedAreSavedAndHeldToTheirLimits() throws Exception {
        Plan p = plan(vision(",\"imageMb\":6.5,\"linkMbps\":1000"));
        assertEquals(6.5, p.vision().imageMb());
        assertEquals(1000.0, p.vision().linkMbps());
        Plan back = PlanJson.parse("again.json", PlanJson.write(p).getBytes(StandardCharsets.UTF_8));
        assertEquals(p.vision(), back.vision());
        String zero = "{\"format\":\"gpu-rental-plan\",\"version\":1," + vision(",\"linkMbps\":0") + "}";
        InputException e = assertThrows(InputException.class,
                () -> PlanJson.parse("bad.json", zero.getBytes(StandardCharsets.UTF_8)));
        assertTrue(EN.format(e.problems().get(0).problem()).contains("Line to the cards (Mbit/s)"),
                () -> EN.format(e.problems().get(0).problem()));
    }
}
