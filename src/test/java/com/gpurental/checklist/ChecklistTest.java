package com.gpurental.checklist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChecklistTest {

    private static Advice advise(String json) throws InputException {
        Plan plan = PlanJson.parse("plan", json.getBytes(StandardCharsets.UTF_8));
        return new Advisor(CatalogLoader.bundled(), LocalDate.of(2026, 11, 29)).advise(plan);
    }

    private static Advice chat70b() throws Exception {
        return advise(Files.readString(Path.of("examples/chat-70b.json")));
    }

    @Test
    void theTwelveItemsOfDomainSectionFiveInOrder() throws Exception {
        List<ChecklistItem> items = Checklist.items(chat70b(), List.of(), ChecklistState.EMPTY);
        assertEquals(12, items.size());
        assertEquals(List.of("scenario", "size", "memory", "interconnect", "compared", "mode", "term", "budget",
                "hardware", "benchmark", "domestic", "vendor"), items.stream().map(ChecklistItem::id).toList());
        assertEquals(1, items.get(0).number());
        assertEquals(12, items.get(11).number());
    }

    @Test
    void establishedItemsCarryTheirEvidence() throws Exception {
        List<ChecklistItem> items = Checklist.items(chat70b(), List.of("h20", "ascend-910b"), ChecklistState.EMPTY);
        Messages en = Messages.forLocale(Messages.EN);
        // (140 + 1.342 + 2) × 1.2 = 172.0 GB on 2 × H20 (docs/domain.md §3)
        assertEquals("Memory need computed: 172 GB including 20% spare", en.format(items.get(2).evidence()));
        assertEquals("2 × NVIDIA H20 96GB linked by NVLink (900 GB/s per pair)", en.format(items.get(3).evidence()));
        assertEquals("2 GPUs compared: NVIDIA H20 96GB, Huawei Ascend 910B", en.format(items.get(4).evidence()));
        assertEquals("Term of 33 days for a 30-day task", en.format(items.get(6).evidence()));
        // Over budget the item states the verdict and is not ticked: it needs a decision.
        assertEquals("Over budget: ¥9,820.80 for the 33-day term against ¥8,800.00 (¥8,000.00 a month), ¥1,020.80 over.",
                en.format(items.get(7).evidence()));
        assertTrue(items.get(7).needsDecision());
        assertFalse(items.get(7).automatic());
        assertFalse(items.get(7).done());
        List<ChecklistItem> decided = Checklist.items(chat70b(), List.of(),
                ChecklistState.EMPTY.with("budget", new ChecklistState.Entry(true, "approved by finance")));
        assertTrue(decided.get(7).done(), "ticked by hand once decided");
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("已计算显存需求：172 GB，含 20% 余量", zh.format(items.get(2).evidence()));
    }

    @Test
    void handChecksWaitForATickAndAutomaticTicksFollowTheWizard() throws Exception {
        Advice advice = chat70b();
        List<ChecklistItem> items = Checklist.items(advice, List.of("h20"), ChecklistState.EMPTY);
        assertNull(items.get(4).evidence(), "one GPU compared is not 'at least two'");
        assertFalse(items.get(8).done(), "supporting hardware is confirmed by hand");
        assertNull(items.get(10).evidence(), "no domestic requirement: confirmed by hand where applicable");
        long before = Checklist.done(items);

        ChecklistState ticked = ChecklistState.EMPTY.with("hardware", new ChecklistState.Entry(true, "NVMe 3 GB/s confirmed"));
        List<ChecklistItem> after = Checklist.items(advice, List.of("h20", "rtx-4090"), ticked);
        assertTrue(after.get(8).done());
        assertEquals("NVMe 3 GB/s confirmed", after.get(8).note());
        assertTrue(after.get(4).done(), "two GPUs compared");
        assertEquals(before + 2, Checklist.done(after));
    }

    @Test
    void withoutABudgetTheBudgetItemIsOpen() throws Exception {
        Advice advice = advise("{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"parameters\":\"7B\"}}");
        assertNull(Checklist.items(advice, List.of(), ChecklistState.EMPTY).get(7).evidence());
    }

    @Test
    void domesticPlansEstablishCompliance() throws Exception {
        Advice advice = advise("{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"parameters\":\"7B\"},"
                + "\"domesticOnly\":true}");
        ChecklistItem domestic = Checklist.items(advice, List.of(), ChecklistState.EMPTY).get(10);
        assertTrue(domestic.automatic());
        assertEquals("Domestic product: Huawei Ascend 910B (CANN); the domestic CPU, operating system, hosting and 等保 grade "
                + "still to confirm", Messages.forLocale(Messages.EN).format(domestic.evidence()));
    }

    @Test
    void theDomesticItemDoesNotApplyToAPlanWithoutTheDomesticRequirementAndCountsWithTheDone() throws Exception {
        // A non-domestic buyer always had "3 items left": 信创 compliance was open for a plan that never asked for it.
        List<ChecklistItem> items = Checklist.items(chat70b(), List.of(), ChecklistState.EMPTY);
        ChecklistItem domestic = items.get(10);
        assertFalse(domestic.applies());
        assertTrue(domestic.notApplicableByPlan());
        assertTrue(domestic.done(), "nothing left to do");
        assertFalse(domestic.automatic(), "not established: it does not apply");
        assertEquals("不适用：本方案不要求信创产品（第 1 步“只考虑信创（国产）产品”未打开）",
                Messages.forLocale(Messages.ZH).format(domestic.notApplicable()));
        assertEquals(1, Checklist.notApplicable(items));
        // chat-70b.json: scenario, size, memory, interconnect, mode, term established (6) + 信创 not applicable
        assertEquals(7, Checklist.done(items));
        // a buyer's tick of "not applicable" on it changes nothing: the plan already says so
        assertEquals(domestic, Checklist.items(chat70b(), List.of(),
                ChecklistState.EMPTY.with("domestic", new ChecklistState.Entry(false, "", true))).get(10));
    }

    @Test
    void theBuyerMarksAnOpenItemNotApplicableWithAReasonButNotOneTheWizardEstablished() throws Exception {
        ChecklistState state = ChecklistState.EMPTY
                .with("hardware", new ChecklistState.Entry(false, "在自有机房，只租 GPU", true))
                .with("benchmark", new ChecklistState.Entry(false, "", true))
                .with("memory", new ChecklistState.Entry(false, "", true));
        List<ChecklistItem> items = Checklist.items(chat70b(), List.of(), state);
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("不适用：在自有机房，只租 GPU", zh.format(items.get(8).notApplicable()));
        assertTrue(items.get(8).done());
        assertEquals("checklist.na.byBuyer", items.get(9).notApplicable().key());
        assertTrue(items.get(2).applies(), "the memory need the wizard computed is no item to wave away");
        assertEquals(3, Checklist.notApplicable(items));
        assertEquals(9, Checklist.done(items));
    }

    @Test
    void aRecommendationOverSeveralServersAsksTheQuoteForTheNetworkBetweenThem() throws Exception {
        // DeepSeek-R1 FP8, 10 users × 32k: 16 × H20 in 2 servers (NVLink inside each). Item 4 names the network between
        // the servers (RDMA ≥ 200 Gb/s a card, same rack or zone) and is a help, done when the buyer ticks it.
        Advice advice = advise("{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
                + "\"preset\":\"llm-inference\",\"model\":{\"id\":\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,"
                + "\"concurrentUsers\":10},\"rental\":{\"durationDays\":30}}");
        ChecklistItem item = Checklist.items(advice, List.of(), ChecklistState.EMPTY).get(3);
        assertEquals("interconnect", item.id());
        assertTrue(item.confirmByHand());
        assertFalse(item.done(), "the network between the servers is the vendor's to state");
        Messages en = Messages.forLocale(Messages.EN);
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("checklist.item.interconnect", item.title().key());
        String evidence = en.format(item.evidence());
        assertTrue(evidence.startsWith("16 × NVIDIA H20 96GB in 2 servers, linked by ") && evidence.endsWith(" within each"
                + " (" + advice.leading().orElseThrow().gpu().interconnect().pairGbPerS().intValue() + " GB/s per pair); between"
                + " the servers ask the quote to state the RDMA network (InfiniBand or RoCE, at least 200 Gb/s per card) and"
                + " that the servers stand in the same rack or zone"), evidence);
        assertTrue(zh.format(item.evidence()).contains("服务器之间请在报价中写明 RDMA 网络（InfiniBand 或 RoCE，每张卡至少 200 Gb/s）"),
                zh.format(item.evidence()));
        assertTrue(Checklist.items(advice, List.of(), ChecklistState.EMPTY.with("interconnect",
                new ChecklistState.Entry(true, "", false))).get(3).done());
        // One server (chat-70b.json): established by the wizard as before.
        assertTrue(Checklist.items(chat70b(), List.of(), ChecklistState.EMPTY).get(3).automatic());
    }

    @Test
    void aDomesticPlanKeepsTheDomesticItem() throws Exception {
        Advice advice = advise("{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"parameters\":\"7B\"},"
                + "\"domesticOnly\":true}");
        assertTrue(Checklist.items(advice, List.of(), ChecklistState.EMPTY).get(10).applies());
    }

    @Test
    void noAdviceEstablishesNothing() {
        assertEquals(0, Checklist.done(Checklist.items(null, List.of(), ChecklistState.EMPTY)));
    }
}
