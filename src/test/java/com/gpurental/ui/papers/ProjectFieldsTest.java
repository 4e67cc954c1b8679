package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.output.papers.SummaryText;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.document.PlanHistory;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.scenario.ScenarioPageViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 1's budget line, contact, quote deadline and rental start — typed, checked with a message in the
 * user's language, undone, autosaved, saved and opened again, and handed to the papers.
 */
class ProjectFieldsTest {

    @TempDir
    Path dir;

    AppContext context;
    RecordingDialogs dialogs;
    WorkloadModel model;
    Wizard wizard;
    ScenarioPageViewModel page;

    @BeforeEach
    void setUp() {
        build(Messages.EN);
    }

    private void build(Locale language) {
        context = UiFixture.context(language);
        dialogs = (RecordingDialogs) context.dialogs();
        model = context.model();
        model.setToday(UiFixture.PRICE_DATE); // 2026-11-29
        wizard = new Wizard(context, dir.resolve("appdata"), (advice, compared, checklist, m, out) ->
                Files.writeString(out, "%PDF"));
        page = new ScenarioPageViewModel(context);
        UiFixture.seventyBChatHourly(model);
    }

    private void typeAll() {
        model.budgetLine.set("2026-IT-017");
        model.contact.set("王芳 138-0000-0000");
        model.quoteDeadline.set("2026/12/5");
        model.startDate.set("2026年12月15日");
    }

    @Test
    void typedDetailsReachThePlanWithDatesReadInAnyCommonSpelling() {
        typeAll();

        Plan.Project p = model.snapshot().plan().project();
        assertEquals("2026-IT-017", p.budgetLine());
        assertEquals("王芳 138-0000-0000", p.contact());
        assertEquals(LocalDate.of(2026, 12, 5), p.quoteDeadline());
        assertEquals(LocalDate.of(2026, 12, 15), p.startDate());
        assertTrue(model.errors().isEmpty(), model.errors()::toString);
        assertTrue(page.isValid());
        assertEquals("", page.deadlineNote().get());
    }

    @Test
    void aDateThatIsNoDateIsRefusedUnderItsFieldInEnglishAndChinese() {
        model.quoteDeadline.set("next Friday");

        assertFalse(page.isValid(), "Next is held back");
        assertEquals("Quote deadline: \"next Friday\" is not a date. Write it as year-month-day, e.g. 2026-12-01 "
                + "(12/1/2026 and Dec 1, 2026 work too).", page.errorText(WorkloadModel.F_QUOTE_DEADLINE).get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("报价截止日期：“next Friday”不是日期。请按“年-月-日”填写，例如 2026-12-01（也可写 2026/12/1 或 2026年12月1日）。",
                page.errorText(WorkloadModel.F_QUOTE_DEADLINE).get());
    }

    @Test
    void aContactTooLongIsRefusedWithTheLimit() {
        model.contact.set("x".repeat(101));

        assertFalse(page.isValid());
        assertEquals("Contact for vendors: 101 characters is too long; at most 100 characters.",
                page.errorText(WorkloadModel.F_CONTACT).get());
        model.contact.set("x".repeat(100));
        assertTrue(page.isValid());
    }

    @Test
    void aDeadlineAfterTheStartOrAlreadyPastIsSaidButTheResultsStillFollowTheInputs() {
        model.startDate.set("2026-12-01");
        model.quoteDeadline.set("2026-12-05");

        assertEquals("The quote deadline 2026-12-05 is after the rental start 2026-12-01: quotes would arrive after the rental "
                + "began. Choose a deadline on or before 2026-12-01, or a later start.", page.deadlineNote().get());
        assertTrue(page.isValid(), "a note, not a block: an old plan opened later still runs");
        model.quoteDeadline.set("2026-11-20");
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("报价截止日期 2026-11-20 已过（今天是 2026-11-29）：供应商来不及报价。请选择以后的日期。", page.deadlineNote().get());
        model.quoteDeadline.set("2026-11-30");
        assertEquals("", page.deadlineNote().get());
        assertNotNull(model.advice());
    }

    @Test
    void typingADetailIsOneUndoStep() {
        PlanHistory history = wizard.history();
        for (String s : List.of("2", "20", "202", "2026-IT-017")) {
            model.budgetLine.set(s);
        }
        model.startDate.set("2026-12-01");

        assertTrue(history.undo());
        assertEquals("", model.startDate.get());
        assertNull(model.snapshot().plan().project().startDate());
        assertTrue(history.undo());
        assertEquals("", model.budgetLine.get());
        assertTrue(history.redo());
        assertEquals("2026-IT-017", model.budgetLine.get());
    }

    @Test
    void saveAndOpenKeepEveryDetailAndTheDatesComeBackAsIso() throws Exception {
        typeAll();
        Path file = dir.resolve("plan" + PlanDocument.EXTENSION);
        dialogs.fileAnswer = Optional.of(file);
        assertTrue(wizard.document().saveAs());
        Plan saved = model.snapshot().plan();
        assertTrue(Files.readString(file).contains("\"startDate\" : \"2026-12-15\""));

        build(Messages.ZH); // a fresh app
        assertTrue(wizard.document().openFile(file));

        assertEquals(saved.project(), model.snapshot().plan().project());
        assertEquals("2026-12-05", model.quoteDeadline.get());
        assertEquals("2026-12-15", model.startDate.get());
        assertEquals("王芳 138-0000-0000", model.contact.get());
    }

    @Test
    void theAutosaveKeepsTheDetails() throws Exception {
        typeAll();
        assertTrue(Files.readString(wizard.document().autosaveFile()).contains("\"quoteDeadline\" : \"2026-12-05\""));
    }

    @Test
    void thePapersTakeTheTypedDetails() throws Exception {
        typeAll();
        PapersViewModel papers = new PapersViewModel(context,
                () -> "plan", null, t -> { }, (pdf, job) -> true);

        RenderInput in = papers.input();
        assertEquals("2026-IT-017", in.details().budgetLine());
        assertEquals(LocalDate.of(2026, 12, 15), in.details().startDate());
        assertFalse(SummaryText.render(in, context.messages()).isBlank());
    }
}
