package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.controls.TableCopy;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.junit.jupiter.api.Test;

/**
 * "Copy table": every table on every page, with the three worked-check quotes present, offers "Copy table" in its
 * context menu and copies its header and rows as tab-separated text; Ctrl+C in a cell being edited is left to the
 * text field.
 */
class TableCopyEverywhereTest extends WizardRobotTest {

    @Override
    protected Locale language() {
        return Messages.ZH;
    }

    @Override
    protected void prepare(WorkloadModel m) {
        try {
            m.load(PlanJson.read(Path.of("examples/chat-70b-quotes.json")));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void tables(Node node, List<TableView<?>> out) {
        if (node instanceof TableView<?> t && t.isVisible()) {
            out.add(t);
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                tables(child, out);
            }
        }
    }

    @Test
    void everyTableOnEveryPageOffersCopyTableAndCopiesTabSeparatedRows() {
        List<String> seen = new ArrayList<>();
        for (Step step : Step.values()) {
            interact(() -> wizard.shell().goTo(step));
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            List<TableView<?>> found = new ArrayList<>();
            interact(() -> tables(stage.getScene().getRoot(), found));
            for (TableView<?> table : found) {
                String where = step + " #" + table.getId();
                interact(() -> Event.fireEvent(table, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 5, 5, 5, 5,
                        false, null)));
                assertTrue(table.getContextMenu() != null && table.getContextMenu().getItems().stream()
                        .map(MenuItem::getText).anyMatch("复制表格"::equals), where + ": no 复制表格 in its menu");
                String tsv = TableCopy.text(table);
                String[] lines = tsv.split("\\R");
                assertTrue(lines.length >= 2, where + " copies a header and rows: " + tsv);
                int columns = table.getVisibleLeafColumns().size();
                for (String line : lines) {
                    assertEquals(columns, line.split("\t", -1).length, where + ": one cell per column in \"" + line + "\"");
                }
                assertFalse(tsv.contains("!papers") || tsv.contains("!quote"), where + ": no missing key");
                seen.add(where);
            }
        }
        // Memory (GPUs), Rental (costs), Budget (leading), Results (alternatives, comparison), Quotes (the quotes).
        assertTrue(seen.size() >= 6, seen::toString);
        assertTrue(seen.stream().anyMatch(s -> s.contains("quoteTable")), seen::toString);
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void ctrlCInACellBeingEditedIsNotTakenForCopyTable() {
        interact(() -> wizard.shell().goTo(Step.QUOTES));
        List<TableView<?>> found = new ArrayList<>();
        interact(() -> tables(stage.getScene().getRoot(), found));
        TableView quotes = found.stream().filter(t -> "quoteTable".equals(t.getId())).findFirst().orElseThrow();
        interact(() -> quotes.edit(0, (javafx.scene.control.TableColumn) ((List) quotes.getVisibleLeafColumns()).stream()
                .filter(c -> ((javafx.scene.control.TableColumn) c).isEditable()).findFirst().orElseThrow()));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        TextField editor = (TextField) quotes.lookupAll(".text-field").stream().filter(n -> n instanceof TextField)
                .findFirst().orElseThrow(() -> new AssertionError("no cell editor"));
        boolean[] reached = new boolean[2];
        // The root's filter runs first: had it taken Ctrl+C for "Copy table", the editor's filter would not see it.
        editor.addEventFilter(KeyEvent.KEY_PRESSED, e -> reached[0] = true);
        quotes.addEventFilter(KeyEvent.KEY_PRESSED, e -> reached[1] = true);
        interact(() -> Event.fireEvent(editor, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.C, false, true, false, false)));
        assertTrue(reached[0], "Ctrl+C in the cell editor reaches the editor (its own copy)");

        // Ctrl+C on the table itself (not editing) is "Copy table": consumed before it reaches the table.
        interact(() -> quotes.edit(-1, null));
        reached[1] = false;
        interact(() -> Event.fireEvent(quotes, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.C, false, true, false, false)));
        assertFalse(reached[1], "Ctrl+C on the table is taken for Copy table");
    }
}
