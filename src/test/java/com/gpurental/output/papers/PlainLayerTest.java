package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.PlainAnswer;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33: what a manager signs reads without the engineer's words. The approval summary, the Results headline (the
 * plain headline the page shows) and the summary to paste of every example, in both languages, name no term of the
 * glossary's engineering list (张量并行, 流水线, RDMA, NVLink, KV 缓存, 2^30 …); the engineer's layer keeps them.
 */
class PlainLayerTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    static List<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @Test
    void theApprovalTheHeadlineAndTheSummaryOfEveryExampleNameNoEngineeringTerm() throws Exception {
        List<Path> examples = examples();
        assertEquals(5, examples.size(), "the five examples: " + examples);
        for (Path example : examples) {
            Advice a = PapersFixture.advise(example);
            RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
            for (Messages m : List.of(ZH, EN)) {
                String where = example + " " + m.locale();
                Path pdf = dir.resolve(example.getFileName() + "-" + m.locale() + ".pdf");
                ApprovalPdf.write(in, m, pdf);
                noEngineeringTerm(where + " approval summary", PapersFixture.pdfText(pdf));
                noEngineeringTerm(where + " headline", PlainText.headline(a, m));
                noEngineeringTerm(where + " summary", SummaryText.render(in, m));
            }
        }
    }

    /**
     * Session 20 audit: the five examples passed while 13 of 34 plans leaked "NVLink", "vLLM" and "KV 缓存" through the
     * plain actions. Every request, every catalog preset as a bare plan and the tester's five plans are held to the same.
     */
    @Test
    void thePlainLayerOfEveryRequestPresetAndTesterPlanNamesNoEngineeringTerm() throws Exception {
        for (Map.Entry<String, Advice> e : requestsPresetsAndTesterPlans().entrySet()) {
            Advice a = e.getValue();
            RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
            for (Messages m : List.of(ZH, EN)) {
                String where = e.getKey() + " " + m.locale();
                noEngineeringTerm(where + " headline", PlainText.headline(a, m));
                noEngineeringTerm(where + " why", PlainText.why(a, m));
                noEngineeringTerm(where + " actions", a.plain().actions().stream().map(m::format)
                        .collect(Collectors.joining("\n")));
                noEngineeringTerm(where + " summary", SummaryText.render(in, m));
            }
        }
    }

    /** Every request, every catalog preset as a bare plan and the tester's five plans, by a name to report them by. */
    static Map<String, Advice> requestsPresetsAndTesterPlans() throws IOException {
        Map<String, Advice> plans = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(Path.of("examples/requests"))) {
            files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(p -> plans.put(p.toString(),
                    PapersFixture.advise(p)));
        }
        for (ScenarioPreset preset : PapersFixture.CATALOG.scenarios()) {
            plans.put("preset " + preset.id(), parsed("{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\""
                    + (preset.training() ? "training" : "inference") + "\",\"preset\":\"" + preset.id() + "\"}"));
        }
        for (String tester : List.of(TesterPlans.PEAK, TesterPlans.DEEPSEEK, TesterPlans.PRETRAIN, TesterPlans.BATCH,
                TesterPlans.QWEN3)) {
            plans.put("tester " + tester.substring(0, 120), parsed(tester));
        }
        return plans;
    }

    /**
     * Audit 33 §10: the tester's batch plan said "模型运行约需 1,157 GB 显存" of a 32B model (65 GB of weights): the
     * figure is its 6 copies together (GpuSizer.replicated: 6 × 192.8 GB, advise --format json memory.requiredGb
     * 1,157.03), and the sentence now says so.
     */
    @Test
    void severalCopiesSayTheirMemoryIsAllOfThemTogether() {
        Advice a = parsed(TesterPlans.BATCH);
        assertEquals(6, a.leading().orElseThrow().deployment().replicas());
        assertTrue(PlainText.why(a, ZH).contains("6 套模型共需约 1,157 GB 显存（含 20% 余量），这些卡放得下。"), PlainText.why(a, ZH));
        assertTrue(PlainText.why(a, EN).contains("The 6 copies of the model need about 1,157 GB of GPU memory together (with a "
                + "20% spare), and these cards hold it."), PlainText.why(a, EN));
    }

    private static Advice parsed(String json) {
        try {
            return new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(
                    PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8)),
                    "plan.json");
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static void noEngineeringTerm(String where, String text) {
        assertEquals(List.of(), Glossary.engineeringIn(text).stream().map(Glossary.Term::id).toList(), where + ":\n" + text);
    }

    @Test
    void theEngineeringListFindsTheWordsTheIssueNamed() {
        // the approval summary's old 选择理由 (issue 33): binary units and the KV cache of a tensor-parallel group
        String old = "每张卡可容纳 103.1 GB，即标称的 96 GB 按 1 GB = 2^30 字节计 … 张量并行组里的每张卡都要各存一份完整的 KV 缓存";
        assertEquals(List.of("tensorParallel", "kvCache", "binaryGb"),
                Glossary.engineeringIn(old).stream().map(Glossary.Term::id).toList());
        assertEquals(List.of("pipeline", "rdma", "vllm", "nvlink"), Glossary.engineeringIn(
                "流水线 4 级，服务器之间用 RDMA，卡间 NVLink，vLLM 部署").stream().map(Glossary.Term::id).toList());
        for (Glossary.Term t : Glossary.ENGINEERING) {
            assertTrue(ZH.has(t.key()) && EN.has(t.key()), "explained in both languages: " + t.key());
        }
    }

    @Test
    void theSeventyBillionChatPlanInPlainWords() {
        Advice a = PapersFixture.advise(PapersFixture.CHAT_70B);
        PlainAnswer plain = a.plain();
        // docs/domain.md §3: 2 × H20 in one server, container by the hour ¥8,928 a month, 33 billable days ¥9,820.80
        assertEquals("租 1 台服务器，装 2 张 NVIDIA H20 96GB；容器按小时，每月 ¥8,928.00，整个租期 33 天共 ¥9,820.80",
                PlainText.headline(a, ZH));
        assertTrue(plain.why().size() <= PlainAnswer.MAX_WHY);
        assertEquals("模型分在 2 张卡上一起运行，能同时服务约 1 人，每人每秒约 22 个词元。"
                + "模型运行约需 172 GB 显存（含 20% 余量），这些卡放得下。在能满足需求的方案中，它最便宜。", PlainText.why(a, ZH));
        // over the ¥8,000 monthly budget: first the remedy within it (12 hours a day: 2 × ¥6.20 × 12 h × 30 days =
        // ¥4,464 a month; over the 33-day term 2 × ¥6.20 × 12 h × 33 days = ¥4,910.40), and the trial before signing
        List<String> actions = PlainText.actions(a, ZH);
        assertEquals("超出预算。预算内的办法：服务每天运行 12 小时（原为 24 小时）：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥4,464.00"
                + "（整个租期 ¥4,910.40）。否则请申请追加预算。", actions.get(0));
        // the trial is its first day, one copy's cards priced: 2 × ¥6.20 a card-hour × 24 h (issue 33)
        assertTrue(actions.contains("签约前按本方案试跑 1 天，约 ¥297.60，确认速度和稳定性。"), actions.toString());
        assertTrue(PlainText.why(a, EN).startsWith("The model runs on 2 cards together and serves about 1 person at once"),
                PlainText.why(a, EN));
    }

    @Test
    void rejectionsThatShareOneReasonAreSaidOnceWithTheirNames() {
        Advice a = PapersFixture.advise(PapersFixture.CHAT_70B);
        List<String> lines = PlainText.rejectedLines(a.rejected(), ZH);
        // chat-70b: six cards on other software stacks share one reason and are said once with their names. (The A10
        // no longer shares the T4's PCIe reason: since the serving stage (issue 31) it is rejected as too slow for the
        // typed 20 tokens/s on its fastest 8-card layout, a reason that names its own figures.)
        assertEquals(1, lines.stream().filter(l -> l.startsWith("NVIDIA T4 16GB：")).count(), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("6 种卡要把你团队的软件迁移")).count(), lines.toString());
        assertTrue(lines.size() < a.rejected().size(), lines + " from " + a.rejected().size());
        String text = AdviceText.render(a, ZH);
        assertEquals(1, text.split("迁移到其他平台才能用", -1).length - 1, "said once for the group:\n" + text);
        assertTrue(text.startsWith("GPU 租赁建议"), text);
        assertTrue(text.contains("简要回答：租 1 台服务器，装 2 张 NVIDIA H20 96GB"), text);
    }
}
