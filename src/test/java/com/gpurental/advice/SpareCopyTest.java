package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.plan.PlanJson;
import com.gpurental.serving.Layout;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 item 3 and its done-means: "one 2 × 8 H20 copy (a second only when availability is asked)". A spare copy is
 * rented only where the plan asks ({@code inference.spareCopy}, the wizard's 高可用 box); the copies less one must still
 * hold and serve the load (docs/domain.md §9.2 "A spare copy for availability").
 */
class SpareCopyTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** ServingAdviceTest's DeepSeek-R1 FP8 plan, 50 in flight at 64k for 60 days, with the spare copy asked. */
    static PlanBuilder r1Spare() {
        return fromFields(ServingAdviceTest.R1_50_AT_64K).spareCopy(true);
    }

    /** Qwen2.5-7B for 10 chat users, 90 days: one RTX 4090 carries it (SeedQuickReferenceTest's 7B service row). */
    private static final String SMALL = "\"scenario\":\"inference\",\"preset\":\"chat-inference\","
            + "\"model\":{\"id\":\"qwen2.5-7b\"},\"precision\":\"bf16\",\"inference\":{\"concurrentUsers\":10%s},"
            + "\"rental\":{\"durationDays\":90}";

    @Test
    void deepSeekR1WithoutTheBoxIsOneCopyAndWithItTwo() {
        Candidate one = advise(ServingAdviceTest.R1_50_AT_64K).leading().orElseThrow();
        assertEquals(16, one.cards());
        assertEquals(1, one.deployment().replicas());

        Advice a = advise(r1Spare().plan());
        assertTrue(a.spareCopy());
        Candidate lead = a.leading().orElseThrow();
        // one copy of 2 × 8 H20 carries the 50 users (ServingAdviceTest); with one copy down the other must carry them
        // alone, so two copies: 32 × H20, each copy 16 cards over 2 servers with data-parallel attention and EP-16
        assertEquals("h20", lead.gpu().id());
        assertEquals(32, lead.cards());
        Deployment d = lead.deployment();
        assertEquals(2, d.replicas());
        assertEquals(16, d.cardsPerReplica());
        assertEquals(Layout.Attention.DATA, d.attention());
        // the copy left alone holds all 50 requests: the 88.2 GB a card of the one-copy plan (ServingAdviceTest)
        assertEquals(88.25, d.serving().perCardGb(), 0.1);
        // twice the one copy's containers: 32 × ¥6.20 × 720 h = ¥142,848 a month (16 cards: ¥71,424)
        assertEquals(0, new BigDecimal("142848").compareTo(lead.cost().monthlyCostCny().amount()), lead.cost().monthlyCostCny()
                .amount()
                .toPlainString());
    }

    @Test
    void aSmallServiceGetsASecondCardOnlyWhenAsked() {
        Candidate without = advise(String.format(SMALL, "")).leading().orElseThrow();
        Candidate with = advise(String.format(SMALL, ",\"spareCopy\":true")).leading().orElseThrow();
        assertEquals("rtx-4090", without.gpu().id());
        assertEquals(1, without.cards());
        assertEquals("rtx-4090", with.gpu().id());
        assertEquals(2, with.cards());
        assertEquals(2, with.deployment().replicas());
    }

    @Test
    void thePlainWhySaysOneCopyIsTheSpare() {
        String zh = PlainText.why(advise(r1Spare().plan()), ZH);
        assertTrue(zh.startsWith("一套模型占 16 张卡，共 2 套，其中 1 套是按要求多租的备用，一套出故障时服务不中断；"), zh);
        String en = PlainText.why(advise(String.format(SMALL, ",\"spareCopy\":true")), EN);
        assertTrue(en.startsWith("One copy of the model takes 1 card, 2 copies in all, one of them the spare you asked for"),
                en);
    }

    @Test
    void theAssumptionsAskForTheCopiesOnServersOfTheirOwn() {
        Advice a = advise(r1Spare().plan());
        assertTrue(a.assumptions().stream().map(Message::key).anyMatch("assumption.spareCopy"::equals));
        assertFalse(advise(ServingAdviceTest.R1_50_AT_64K).assumptions().stream().map(Message::key)
                .anyMatch(k -> k.startsWith("assumption.spareCopy")));
    }

    @Test
    void aBatchJobNeedsNoSpareAndSaysSo() {
        String batch = "\"scenario\":\"inference\",\"model\":{\"id\":\"qwen2.5-7b\"},\"precision\":\"bf16\","
                + "\"inference\":{%s},\"batch\":{\"items\":1000000,\"inputTokens\":1000,\"outputTokens\":200,"
                + "\"deadlineDays\":5}";
        Advice asked = advise(String.format(batch, "\"spareCopy\":true"));
        Advice plain = advise(String.format(batch, ""));
        assertFalse(asked.spareCopy());
        assertEquals(plain.leading().orElseThrow().cards(), asked.leading().orElseThrow().cards());
        assertTrue(asked.assumptions().stream().map(Message::key).anyMatch("assumption.spareCopyBatch"::equals));
    }

    @Test
    void thePlanFileKeepsTheBoxAndLeavesItOutWhenNotAsked() throws InputException {
        Plan p = r1Spare().plan();
        assertTrue(p.inference().spareCopyAsked());
        String written = PlanJson.write(p);
        assertTrue(written.contains("\"spareCopy\" : true"), written);
        Plan back = PlanJson.parse("back.json", written.getBytes(StandardCharsets.UTF_8));
        assertTrue(back.inference().spareCopyAsked());
        assertNull(plan(ServingAdviceTest.R1_50_AT_64K).inference().spareCopy());
        assertFalse(PlanJson.write(plan(ServingAdviceTest.R1_50_AT_64K)).contains("spareCopy"));
    }

    @Test
    void overBudgetTheFirstRemedyThatKeepsTheModelDropsTheSpare() {
        // ¥100,000 a month: two copies cost ¥142,848; without the spare one copy is ¥71,424 and fits
        Advice a = advise(r1Spare().monthlyBudgetCny(100000).plan());
        Suggestion s = a.budget().suggestions().stream().filter(x -> ((Message) x.description().args().get(0)).key()
                .equals("suggest.noSpareCopy"))
                .findFirst().orElseThrow(() -> new AssertionError(a.budget().suggestions().toString()));
        assertEquals(16, s.cards());
        assertEquals(0, new BigDecimal("71424").compareTo(s.monthlyCostCny().amount()), s.monthlyCostCny().amount()
                .toPlainString());
        assertFalse(s.plan().inference().spareCopyAsked());
        assertEquals(s, a.budget().suggestions().get(0), "the first remedy: nothing of the service given up");
        // every other remedy keeps the availability asked
        assertTrue(a.budget().suggestions().stream().filter(x -> x != s)
                .allMatch(x -> x.plan() == null || x.plan().inference().spareCopyAsked()), a.budget().suggestions().toString());
    }

    @Test
    void thePeakKeepsTheSpareToo() {
        // TesterPlans.PEAK (6,000 staff, 4 × the load on 14 of 90 days) with the spare: the base is 4 copies of 4 ×
        // RTX 4090, one of them the spare; the peak's 20 requests/s ÷ 5.92 a copy = 3.4 → 4 copies + the spare = 5,
        // so the peak adds 1 copy (4 cards), and the sentence says the spare is counted
        String peak = "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"llama-3.3-70b\"},"
                + "\"precision\":\"fp8\",\"inference\":{\"users\":{\"people\":6000,\"busyShare\":30,\"requestsPerHour\":10},"
                + "\"spareCopy\":true},\"rental\":{\"mode\":\"auto\",\"durationDays\":90,"
                + "\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}}";
        Advice a = advise(peak);
        PeakSizing p = a.peak().sizing();
        assertEquals(4, p.baseCopies());
        assertEquals(5, p.copiesNeeded());
        assertEquals(1, p.spareCopies());
        assertEquals(4, p.extraCards());
        assertTrue(ZH.format(p.arithmetic()).contains("→ 需 5 套（含 1 套备用），基础已有 4 套，高峰另租 1 套（4 张卡）"),
                ZH.format(p.arithmetic()));
    }

    @Test
    void whenDroppingTheSpareAloneIsNotEnoughItComesWithOneMoreChangeBeforeAnotherModel() {
        // Llama-3.3-70B for 500 staff at 32k with the spare, ¥6,000 a month: no single change fits (the spare alone, the
        // hours alone), so the spare goes with the hours — 4 × A800 by the hour at 8 h a day, 4 × ¥4.98 × 240 h =
        // ¥4,780.80 a month — before "use Llama-3.1-8B" (s21 check: the 8B came first)
        Advice a = advise("\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"llama-3.3-70b\"},"
                + "\"inference\":{\"contextTokens\":32768,\"users\":{\"people\":500,\"busyShare\":30,\"requestsPerHour\":6},"
                + "\"spareCopy\":true},\"rental\":{\"durationDays\":180},\"budget\":{\"monthlyCny\":6000}");
        Suggestion first = a.budget().suggestions().get(0);
        Message change = (Message) first.description().args().get(0);
        assertEquals("suggest.noSpareCopyAnd", change.key());
        assertEquals("不再多租备用的一套模型，并且服务每天运行 8 小时（原为 24 小时）", ZH.format(change));
        assertEquals(4, first.cards());
        assertEquals(0, new BigDecimal("4780.80").compareTo(first.monthlyCostCny().amount()), first.monthlyCostCny().amount()
                .toPlainString());
        assertFalse(first.plan().inference().spareCopyAsked());
    }

    @Test
    void aSpareCopyThatIsNotTrueOrFalseIsRefusedWithItsFieldNamed() {
        InputException e = org.junit.jupiter.api.Assertions.assertThrows(
                InputException.class, () -> PlanJson.parse("plan.json",
                        "{\"inference\":{\"spareCopy\":\"yes\"}}".getBytes(StandardCharsets.UTF_8)));
        assertEquals("plan.json: inference.spareCopy: This value must be true or false.", e.render(EN));
        assertEquals("plan.json：inference.spareCopy：此项必须是 true 或 false。", e.render(ZH));
    }
}
