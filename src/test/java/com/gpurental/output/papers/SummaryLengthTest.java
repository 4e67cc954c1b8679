package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * "Copy summary" stays within about 300 Chinese characters with quotes present, a long project name and
 * every check still open (the longest summary the three-quote example plan gives).
 */
class SummaryLengthTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void theChineseSummaryWithThreeQuotesAndAllDetailsStaysWithinThreeHundredCharacters() throws Exception {
        Plan plan = PlanJson.read(Path.of("examples/chat-70b-quotes.json")).withProject(new Plan.Project(
                "智能客服二期大模型推理算力租赁项目", "李雷", "客户服务部", "2026-IT-017 信息化建设费",
                "李雷 138-0000-0000 lilei@example.com", LocalDate.of(2026, 12, 10), LocalDate.of(2027, 1, 4)));
        Advice a = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(plan, "p.json");
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);

        String text = SummaryText.render(in, ZH);

        assertTrue(text.contains("推荐报价：丙数据"), text);
        assertTrue(text.contains("共比较 3 家报价"), text);
        int length = text.codePointCount(0, text.length());
        assertTrue(length <= SummaryText.MAX_CHARACTERS, length + ": " + text);
    }

    /**
     * Session 20 audit: 16 of 34 plans ran past the limit (the DeepSeek plan 762). Every example, request and tester plan
     * keeps it now: the second thing to do gives way first, then the why keeps its first sentence, then the over-budget
     * remedy leaves what it gives up to the report.
     */
    @Test
    void everyExampleRequestAndTesterPlanKeepsTheLimit() throws Exception {
        List<Plan> plans = new ArrayList<>();
        for (String dir : new String[] {"examples", "examples/requests"}) {
            try (Stream<Path> files = Files.list(Path.of(dir))) {
                for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    plans.add(PlanJson.read(p));
                }
            }
        }
        for (String tester : new String[] {TesterPlans.PEAK, TesterPlans.DEEPSEEK, TesterPlans.PRETRAIN, TesterPlans.BATCH,
            TesterPlans.QWEN3}) {
            plans.add(PlanJson.parse("plan.json", tester.getBytes(StandardCharsets.UTF_8)));
        }
        for (Plan plan : plans) {
            Advice a = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(plan, "p.json");
            String text = SummaryText.render(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY,
                    PapersFixture.DATE), ZH);
            int length = text.codePointCount(0, text.length());
            assertTrue(length <= SummaryText.MAX_CHARACTERS, length + ": " + text);
        }
    }
}
