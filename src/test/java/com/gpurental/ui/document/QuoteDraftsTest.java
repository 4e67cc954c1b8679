package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.cli.Cli;
import com.gpurental.plan.PlanDocument;
import com.gpurental.plan.QuoteDraft;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A quote row with a bad cell is not compared, but it is the user's work — it is saved with the plan as a
 * draft (its cells as typed, its place in the table) and comes back with its message after save → open and after a
 * crash (autosave → recovery).
 */
class QuoteDraftsTest {

    @TempDir
    Path dir;

    AppContext context;
    RecordingDialogs dialogs;
    WorkloadModel model;
    DocumentViewModel document;

    @BeforeEach
    void setUp() {
        build();
    }

    private void build() {
        context = UiFixture.context(Messages.EN);
        dialogs = (RecordingDialogs) context.dialogs();
        model = context.model();
        model.setToday(QuoteFixture.TODAY);
        document = new Wizard(context, dir.resolve("appdata"), (advice, compared, checklist, m, out) -> { }).document();
    }

    /** The worked check's 甲 and 丙, with a half-typed row between them: 丁's price "6,5O" (a letter O). */
    private void typeThreeRows() {
        model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.BING)));
        List<Map<QuoteColumn, String>> rows = new ArrayList<>(model.quoteRows.get());
        Map<QuoteColumn, String> bad = new EnumMap<>(rows.get(0));
        bad.put(QuoteColumn.VENDOR, "丁算力");
        bad.put(QuoteColumn.PRICE, "6,5O");
        rows.add(1, bad);
        model.quoteRows.set(List.copyOf(rows));
    }

    private void assertRowsBack() {
        List<Map<QuoteColumn, String>> rows = model.quoteRows.get();
        assertEquals(List.of("甲云", "丁算力", "丙数据"), rows.stream().map(r -> r.get(QuoteColumn.VENDOR)).toList());
        assertEquals("6,5O", rows.get(1).get(QuoteColumn.PRICE));
        assertEquals("h20", rows.get(1).get(QuoteColumn.GPU));
        assertEquals("Price (¥) must be a number such as 6.50, not \"6,5O\".",
                context.messages().format(model.quoteProblemsProperty().get().get(1).get(QuoteColumn.PRICE)));
        assertTrue(model.quoteProblemsProperty().get().get(0).isEmpty());
        assertEquals(2, model.quotes().ranked().size(), "the draft is not compared");
        assertEquals("丙数据", model.advice().leading().orElseThrow().vendor());
    }

    @Test
    void aRowWithABadCellIsSavedAsADraftAndOpensWithItsMessage() throws Exception {
        typeThreeRows();
        Path file = dir.resolve("quotes" + PlanDocument.EXTENSION);
        dialogs.fileAnswer = Optional.of(file);
        assertTrue(document.saveAs());
        PlanDocument saved = PlanDocument.read(file);
        assertEquals(2, saved.plan().purchase().quotes().size(), "only valid rows are the plan's quotes");
        assertEquals(1, saved.quoteDrafts().size());
        QuoteDraft draft = saved.quoteDrafts().get(0);
        assertEquals(1, draft.row());
        assertEquals("6,5O", draft.cells().get("price.cny"));
        assertEquals("丁算力", draft.cells().get("vendor"));

        build(); // a fresh app
        assertTrue(document.openFile(file));
        assertRowsBack();
    }

    @Test
    void theAutosaveKeepsTheDraftThroughACrash() throws Exception {
        typeThreeRows();
        assertTrue(Files.readString(document.autosaveFile()).contains("\"6,5O\""), "the autosave holds the draft");
        document.session().abandon(); // a crash
        build();
        dialogs.recoveryAnswer = Optional.of(0);
        assertTrue(document.offerRecovery());
        assertRowsBack();
    }

    @Test
    void aBadDraftInTheFileIsSkippedAndNumbersAreReadAsText() throws Exception {
        String json = QuoteFixture.planJson("\"quoteDrafts\": [{\"row\": -1, \"cells\": {}},"
                + " {\"row\": 4, \"cells\": {\"vendor\": \"戊\", \"cards\": 3, \"notes\": null}}, {\"cells\": {}}]");
        PlanDocument doc = PlanDocument.parse("drafts.gpuplan.json", json.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(new QuoteDraft(4, Map.of("vendor", "戊", "cards", "3"))), doc.quoteDrafts());
    }

    @Test
    void aPlanWithoutDraftsWritesNoDraftField() {
        model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA)));
        assertEquals(List.of(), model.quoteDrafts());
        assertTrue(!document.document().toJson().contains("quoteDrafts"));
    }

    /**
     * A row whose GPU the catalog does not know ("a100-80gbx") read as a valid row, was saved under
     * {@code quotes}, and headless {@code advise} then exited 2; it also warned that the app's own {@code checklist}
     * and {@code compared} were unknown fields. Now such a row is a draft and the saved plan runs headless, silently.
     */
    @Test
    void aPlanSavedWithAnUnknownGpuRowRunsHeadlessWithoutWarnings() throws Exception {
        model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.BING)));
        List<Map<QuoteColumn, String>> rows = new ArrayList<>(model.quoteRows.get());
        Map<QuoteColumn, String> unknown = new EnumMap<>(rows.get(0));
        unknown.put(QuoteColumn.VENDOR, "戊");
        unknown.put(QuoteColumn.GPU, "a100-80gbx");
        rows.add(Map.copyOf(unknown));
        model.quoteRows.set(List.copyOf(rows));
        assertEquals("GPU \"a100-80gbx\" is not in the price book; use one of: ",
                UiFixture.EN.format(model.quoteProblemsProperty().get().get(2).get(QuoteColumn.GPU)).substring(0, 55));
        Path file = dir.resolve("plan" + PlanDocument.EXTENSION);
        dialogs.fileAnswer = Optional.of(file);
        assertTrue(document.saveAs());
        PlanDocument saved = PlanDocument.read(file);
        assertEquals(2, saved.plan().purchase().quotes().size());
        assertEquals(List.of(2), saved.quoteDrafts().stream().map(QuoteDraft::row).toList());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.fixed(Instant.parse("2026-11-01T08:00:00Z"), ZoneOffset.UTC), null)
                .run(new String[] {"advise", file.toString(), "--lang", "en"});
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8), "no unknown-field warning");
    }
}
