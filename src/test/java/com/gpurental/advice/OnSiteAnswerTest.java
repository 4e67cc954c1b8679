package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.output.RenderInput;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.papers.SummaryText;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * An inspection line whose image transfer alone takes the latency target (docs/domain.md §2: 20 MP images, 200 ms;
 * 10 MB over 100 Mbit/s = 800 ms) is answered "on-site (edge) hardware", and every rendering heads the advice with
 * that answer instead of a rental recommendation; the rented price follows it as a reference for the cards' class.
 */
class OnSiteAnswerTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** The review's request (examples/requests/06-inline-inspection.json) with the line speed given. */
    private static String line(int linkMbps) {
        return "\"preset\":\"vision-inspection\",\"precision\":\"int8\",\"vision\":{\"megapixels\":20,\"imagesPerDay\":500000,"
                + "\"latencyMs\":200,\"imageMb\":10,\"linkMbps\":" + linkMbps + "},\"rental\":{\"durationDays\":90},"
                + "\"budget\":{\"monthlyCny\":10000}";
    }

    @Test
    void theEngineAnswersOnSiteHardwareWhenTheTransferAloneTakesTheTarget() {
        Advice a = advise(line(100));
        Answer answer = a.answer();
        assertEquals(Answer.Kind.ON_SITE, answer.kind());
        // 10 MB × 8 bits ÷ 100 Mbit/s = 0.8 s, four times the 200 ms target.
        assertEquals(800.0, answer.transferMs(), 1e-9);
        assertEquals(200.0, answer.targetMs(), 1e-9);
        assertEquals("answer.onSite.title", answer.title().key());
        // The class is the lead's: 2 × RTX 4090, one carrying the images and one spare (InlineInspectionTest).
        assertEquals("Put 2 × NVIDIA GeForce RTX 4090 (or cards of the same class) next to the production line, bought or"
                + " rented delivered to the plant; rent data-centre GPUs only to train or retrain the model.",
                EN.format(answer.headline()));
        assertEquals("在产线旁部署 2 张 NVIDIA GeForce RTX 4090（或同级别的卡），购买或租用并送到工厂；数据中心的 GPU"
                + " 只租来训练或重新训练模型。", ZH.format(answer.headline()));
        assertTrue(ZH.format(answer.priceNote()).startsWith("仅图像传送就要 800 毫秒，而目标是 200 毫秒"),
                ZH.format(answer.priceNote()));
    }

    @Test
    void theBudgetOfAnOnSiteAnswerSaysItsPriceIsADataCentreReference() {
        // 2 × RTX 4090 bare-metal by the month: 2 of the 8-card server's ¥7,920 pro rata = ¥1,980 a month (the seed's
        // pro-rata share, stated by the bundled offer: seed 003's row "7B模型高并发推理 RTX 5090 2卡 裸金属按月 ~¥3,498"
        // prices 2 of 8 cards the same way, issue 32), ¥5,940 for 90 days, against ¥30,000.
        Advice a = advise(line(100));
        assertEquals("Within budget: ¥5,940.00 for the 90-day term against ¥30,000.00 (¥10,000.00 a month). This is the price of"
                + " the same cards rented in a data centre, a reference only: the on-site hardware is priced by a purchase"
                + " or a delivered-rental quote.", EN.format(a.budget().headline()));
        assertEquals("在预算内：90 天租期合计 ¥5,940.00，对应预算 ¥30,000.00（每月 ¥10,000.00）。这是同类卡在数据中心租用的参考价："
                + "现场硬件的费用要以采购或送货上门租赁的报价为准。", ZH.format(a.budget().headline()));
        // A rental answer keeps the plain headline.
        assertEquals("verdict.within.monthly", advise(line(10_000)).budget().headline().key());
    }

    @Test
    void aLineFastEnoughForTheTargetIsStillAnsweredWithARental() {
        // 10 MB over 10 Gbit/s: 8 ms, well inside 200 ms: rented cards can serve it.
        Advice a = advise(line(10_000));
        assertEquals(Answer.Kind.RENT, a.answer().kind());
        assertNull(a.answer().headline());
        assertTrue(AdviceText.render(a, EN).contains("\nRecommendation: "), AdviceText.render(a, EN));
        assertEquals("rent", AdviceJson.toJson(a, EN).get("answer").get("kind").asText());
    }

    @Test
    void theTextHeadsTheAdviceWithTheAnswerAndNamesThePriceAReference() {
        Advice a = advise(line(100));
        String en = AdviceText.render(a, EN);
        assertTrue(en.contains("\nAnswer: On-site (edge) hardware needed. Put 2 × NVIDIA GeForce RTX 4090 (or cards of the"
                + " same class) next to the production line"), en);
        // bare-metal price list: ¥7,920 a server of 8; its offer states the seed's pro-rata share (seed 003's
        // quick-reference rows price 2 of 8 cards pro rata, issue 32): 2 cards ¥1,980 a month, 3 months ¥5,940.
        assertTrue(en.contains("\nFor reference, the same cards rented in a data centre: 2 × NVIDIA GeForce RTX 4090,"
                + " bare-metal by the month: ¥1,980.00 per month, ¥5,940.00 for the term."), en);
        assertFalse(en.contains("\nRecommendation: "), en);
        String zh = AdviceText.render(a, ZH);
        assertTrue(zh.contains("\n结论：需要现场（边缘）硬件。在产线旁部署 2 张 NVIDIA GeForce RTX 4090"), zh);
        assertTrue(zh.contains("\n参考：同样的卡在数据中心租用，2 张 NVIDIA GeForce RTX 4090，裸金属按月：每月 ¥1,980.00，租期合计 ¥5,940.00。"), zh);
        assertFalse(zh.contains("\n推荐："), zh);
    }

    @Test
    void theSummaryAndTheJsonCarryTheAnswer() {
        Advice a = advise(line(100));
        String summary = SummaryText.render(RenderInput.of(a, AdvisorFixture.CATALOG, ChecklistState.EMPTY,
                AdvisorFixture.PRICE_DATE), ZH);
        assertTrue(summary.contains("\n需要现场（边缘）硬件：在产线旁部署 2 张 NVIDIA GeForce RTX 4090"), summary);
        assertTrue(summary.contains("\n参考（数据中心租用）：2 张 NVIDIA GeForce RTX 4090，裸金属按月，每月 ¥1,980.00，租期 90 天合计 ¥5,940.00。"),
                summary);
        assertFalse(summary.contains("推荐："), summary);
        JsonNode answer = AdviceJson.toJson(a, EN).get("answer");
        assertEquals("on-site", answer.get("kind").asText());
        assertEquals("On-site (edge) hardware needed", answer.get("title").asText());
        assertEquals(800.0, answer.get("transferMs").asDouble(), 1e-9);
        assertEquals(200.0, answer.get("targetMs").asDouble(), 1e-9);
        assertTrue(answer.get("priceNote").asText().startsWith("The image's transfer alone takes 800 ms of the 200 ms target"));
    }
}
