package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.Suggestion;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 32 (session 20 audit): a quote whose minimum term is longer than the job says so where its total is stated. A
 * 30-day service on 丙云's 2 × H20 at ¥23.04 a card-hour (VAT included) with a 90-day minimum: 2 × ¥23.04 × 720 h =
 * ¥33,177.60 a month, the 90-day minimum 3 × ¥33,177.60 = ¥99,532.80. The headline read "30 天租期含税合计 ¥99,532.80"
 * beside "每月 ¥33,177.60", and no 90 days.
 */
class QuoteMinimumTermTest {

    static final String PLAN = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"quote 90d min\",\"scenario\":"
            + "\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"llama-3.3-70b\"},\"precision\":\"fp8\","
            + "\"inference\":{\"concurrentUsers\":20},\"rental\":{\"durationDays\":30},\"budget\":{\"monthlyCny\":50000},"
            + "\"quotes\":[{\"vendor\":\"丙云\",\"gpu\":\"h20\",\"cards\":2,\"price\":{\"cny\":23.04,\"per\":\"card-hour\","
            + "\"includesVat\":true,\"vatPercent\":6},\"billing\":{\"unit\":\"hour\",\"minimumDays\":90,"
            + "\"wholeServerOnly\":false},\"invoice\":\"special\"}]}";

    @Test
    void theHeadlineAndTheSummaryNameTheMinimumTermTheTotalPaysFor() throws Exception {
        Advice a = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(
                PlanJson.parse("plan.json", PLAN.getBytes(StandardCharsets.UTF_8)), "plan.json");
        Messages zh = Messages.forLocale(Messages.ZH);
        Messages en = Messages.forLocale(Messages.EN);
        assertEquals("容器按小时，每月 ¥33,177.60；30 天的任务按报价的最短租期 90 天计费，共 ¥99,532.80",
                zh.format(a.plain().cost()));
        assertEquals("container by the hour, ¥33,177.60 a month; the 30-day job is billed the quote's minimum term of "
                + "90 days, ¥99,532.80 in all", en.format(a.plain().cost()));
        String summary = SummaryText.render(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE), zh);
        assertTrue(summary.contains("推荐报价：丙云，2 张 NVIDIA H20 96GB，30 天的任务按最短租期 90 天计费，含税合计 ¥99,532.80，折合每月 "
                + "¥33,177.60（共比较 1 家报价）。"), summary);
    }

    @Test
    void aRemedyPricedOnTheCatalogSaysItIsNotTheQuote() throws Exception {
        // over the ¥50,000 budget, the remedy rents the catalog's containers by the hour: the quote was containers by
        // the hour already, so what changes is leaving 丙云's quote and its 90-day minimum (s21 check)
        Advice a = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(
                PlanJson.parse("plan.json", PLAN.getBytes(StandardCharsets.UTF_8)), "plan.json");
        Suggestion s = a.budget().suggestions().get(0);
        assertEquals("suggest.downside.catalogNotQuote", s.downsides().get(0).key());
        assertEquals("这是按目录价算的，不是丙云的报价：请先向供应商询问这种租法的价格。",
                Messages.forLocale(Messages.ZH).format(s.downsides().get(0)));
    }
}
