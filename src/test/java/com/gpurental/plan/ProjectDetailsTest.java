package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The project details the papers ask for, in the plan file, and the dates as people type them. */
class ProjectDetailsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final LocalDate DEC_1 = LocalDate.of(2026, 12, 1);

    private static Plan parse(String project) throws InputException {
        return PlanJson.parse("plan.json", ("{\"project\":" + project + "}").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void everyDetailSurvivesWriteAndReadWithDatesWrittenAsIso() throws Exception {
        Plan plan = Plan.empty().withProject(new Plan.Project("客服系统扩容", "王芳", "信息中心", "2026-IT-017 信息化建设费",
                "王芳 138-0000-0000", LocalDate.of(2026, 11, 20), DEC_1));
        String json = PlanJson.write(plan);

        assertTrue(json.contains("\"quoteDeadline\" : \"2026-11-20\""), json);
        assertTrue(json.contains("\"startDate\" : \"2026-12-01\""), json);
        assertTrue(json.contains("\"budgetLine\" : \"2026-IT-017 信息化建设费\""), json);
        assertEquals(plan, PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void onlyTheContactGivenIsStillAProject() throws Exception {
        Plan plan = Plan.empty().withProject(new Plan.Project(null, null, null, null, "li@example.com", null, null));
        String json = PlanJson.write(plan);
        assertTrue(json.contains("\"contact\" : \"li@example.com\""), json);
        assertEquals("li@example.com", PlanJson.parse("p", json.getBytes(StandardCharsets.UTF_8)).project().contact());
    }

    @Test
    void aDateThatIsNotIsoIsRefusedWithItsPathAndAnExampleInBothLanguages() {
        InputException e = assertThrows(InputException.class, () -> parse("{\"startDate\":\"1 Dec 2026\"}"));

        assertEquals("project.startDate", e.problems().get(0).path());
        // The plan reader's one date rule (JsonCursor.date), as for a quote's validUntil.
        assertEquals("plan.json: project.startDate: Rental start must be a date like 2026-11-01, not \"1 Dec 2026\".",
                e.render(EN));
        assertTrue(e.render(ZH).contains("租用开始日期必须是形如 2026-11-01 的日期，当前为“1 Dec 2026”"), e.render(ZH));
    }

    @Test
    void anImpossibleDateIsRefused() {
        InputException e = assertThrows(InputException.class, () -> parse("{\"quoteDeadline\":\"2026-02-30\"}"));
        assertEquals("project.quoteDeadline", e.problems().get(0).path());
    }

    @Test
    void aContactLongerThanTheLimitIsRefusedWithTheLimit() {
        String longContact = "x".repeat(101);
        InputException e = assertThrows(InputException.class, () -> parse("{\"contact\":\"" + longContact + "\"}"));

        assertEquals("plan.json: project.contact: Contact for vendors: 101 characters is too long; at most 100 characters.",
                e.render(EN));
        assertTrue(e.render(ZH).contains("供应商联系人：共 101 个字，太长了；最多 100 个字。"), e.render(ZH));
        // Exactly at the limit (100 characters, 60 for the budget line, counted as characters not bytes) is fine.
        assertTrue(assertDoesNotThrow(() -> parse("{\"contact\":\"" + "王".repeat(100) + "\",\"budgetLine\":\""
                + "预".repeat(60) + "\"}")).project().contact().length() == 100);
    }

    private static <T> T assertDoesNotThrow(org.junit.jupiter.api.function.ThrowingSupplier<T> s) {
        return org.junit.jupiter.api.Assertions.assertDoesNotThrow(s);
    }

    // ---------------------------------------------------------------- typed dates

    @Test
    void datesAreReadYearFirstInAnyCommonSpelling() {
        for (String typed : new String[] {"2026-12-01", "2026-12-1", "2026/12/1", "2026.12.01", "2026年12月1日",
                " ２０２６－１２－０１ ", "2026 年 12 月 1 日"}) {
            assertEquals(DEC_1, ProjectDates.parse(typed, Locale.ROOT).orElse(null), typed);
        }
    }

    @Test
    void datesAreReadInTheUsersLocaleFormat() {
        assertEquals(DEC_1, ProjectDates.parse("12/1/26", Locale.US).orElse(null));
        assertEquals(DEC_1, ProjectDates.parse("Dec 1, 2026", Locale.US).orElse(null));
        assertEquals(DEC_1, ProjectDates.parse("December 1, 2026", Locale.ENGLISH).orElse(null));
        // A day-first locale reads 01/12/2026 as 1 December, its own way.
        assertEquals(DEC_1, ProjectDates.parse("01/12/2026", Locale.UK).orElse(null));
    }

    @Test
    void textThatIsNoDateIsEmptyAndTheMessageShowsAnExample() {
        assertTrue(ProjectDates.parse("next week", Locale.US).isEmpty());
        assertTrue(ProjectDates.parse("2026-13-01", Locale.US).isEmpty());
        assertTrue(ProjectDates.parse("", Locale.US).isEmpty());
        assertEquals("Quote deadline: \"next week\" is not a date. Write it as year-month-day, e.g. 2026-12-01 "
                + "(12/1/2026 and Dec 1, 2026 work too).", EN.format(ProjectDates.notADate("field.quoteDeadline", "next week")));
        assertEquals("报价截止日期：“下周”不是日期。请按“年-月-日”填写，例如 2026-12-01（也可写 2026/12/1 或 2026年12月1日）。",
                ZH.format(ProjectDates.notADate("field.quoteDeadline", "下周")));
    }

    @Test
    void aDeadlineAfterTheStartOrInThePastIsPointedOut() {
        LocalDate today = LocalDate.of(2026, 11, 29);
        assertEquals("The quote deadline 2026-12-05 is after the rental start 2026-12-01: quotes would arrive after the rental "
                + "began. Choose a deadline on or before 2026-12-01, or a later start.",
                EN.format(ProjectDates.deadlineProblem(LocalDate.of(2026, 12, 5), DEC_1, today)));
        assertEquals("报价截止日期 2026-11-20 已过（今天是 2026-11-29）：供应商来不及报价。请选择以后的日期。",
                ZH.format(ProjectDates.deadlineProblem(LocalDate.of(2026, 11, 20), DEC_1, today)));
        assertNull(ProjectDates.deadlineProblem(DEC_1, DEC_1, today), "due on the start day is fine");
        assertNull(ProjectDates.deadlineProblem(today, null, today), "due today is fine");
        assertNull(ProjectDates.deadlineProblem(null, DEC_1, today));
    }
}
