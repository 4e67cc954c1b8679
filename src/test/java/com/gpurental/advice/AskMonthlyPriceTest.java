package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A service of 3 months or more on one server rented by the hour asks the vendor for a monthly or yearly price
 * (包月/包年), with the hourly sum as the reference (issue 32; docs/domain.md §3: "≥3 months → monthly/quarterly/yearly
 * (discounts negotiable)").
 */
class AskMonthlyPriceTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void aNinetyDayServiceOnHourlyContainersAsksForAMonthlyPrice() throws Exception {
        // examples/requests/12: Qwen2.5-72B for 100 in flight, 90 days, on 4 × A800 by the hour (the A800 has no
        // bare-metal offer in the catalog): 4 × ¥4.98 × 720 h = ¥14,342.40 a month, 4 × 4.98 × 24 × 90 = ¥43,027.20.
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests/12-budget-too-small.json")));
        assertEquals("NVIDIA A800 80GB SXM is only offered container by the hour in the catalog. For a 90-day service, ask"
                + " the vendor for a monthly or yearly price: container by the hour, it is ¥14,342.40 a month, "
                        + "¥43,027.20 for"
                + " the term, the figure to negotiate down from.", EN.format(a.modeAdvice().reason()));
        assertEquals("目录中 NVIDIA A800 80GB SXM 只有容器按小时的报价。90 天的服务，请向供应商询问包月或包年价格：目前（容器按小时）"
                + "每月 ¥14,342.40，整个租期 ¥43,027.20，可作为议价的参考。", ZH.format(a.modeAdvice().reason()));
    }

    @Test
    void thePlainAnswerSaysTheHourlyMonthIsTheCeilingNotTheContract() throws Exception {
        // tester m11: DeepSeek for a year was "容器按小时 ¥35,712/month" and a first-time buyer may sign that; the plain
        // layer's things to do now say which price basis the month is and what to sign (the mode reason's own figures)
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests/12-budget-too-small.json")));
        Message action = PlainAnswer.of(a).actions().stream().filter(m -> m.key().equals("plain.action.askMonthly"))
                .findFirst().orElseThrow();
        assertEquals("A 90-day service: ask the vendor for a monthly or yearly price before signing, not an hourly contract;"
                + " the ¥14,342.40 a month above is the catalog's \"container by the hour\" price, the ceiling to negotiate"
                + " down from.", EN.format(action));
        assertEquals("90 天的服务：请供应商报包月或包年价再签约，不要按小时签；上面的每月 ¥14,342.40 按目录中“容器按小时”的价格算，"
                + "是议价的上限。", ZH.format(action));
        // a short service has no such action
        assertFalse(PlainAnswer.of(AdvisorFixture.advise(AdvisorFixture.SEVENTY_B_CHAT)).actions().stream()
                .anyMatch(m -> m.key().equals("plain.action.askMonthly")));
    }

    @Test
    void aShortServiceOrATrainingDoesNotAsk() {
        // the docs/domain.md §3 check plan: 30 days (33 with its buffer) on 2 × H20 by the hour
        Advice a = AdvisorFixture.advise(AdvisorFixture.SEVENTY_B_CHAT);
        assertFalse(a.modeAdvice().reason().key().equals("mode.reason.askMonthly"));
        Advice training = AdvisorFixture.advise("\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":"
                + "\"llama-2-13b\"},\"precision\":\"bf16\",\"training\":{\"method\":\"full\"}");
        assertFalse(training.modeAdvice().reason().key().equals("mode.reason.askMonthly"));
    }
}
