package com.gpurental.ui.common.controls;

import com.gpurental.output.papers.Tsv;
import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * "Copy table" on every table of a page: a context-menu item and Ctrl+C (Cmd+C) copy the visible columns and all
 * rows as tab-separated text that pastes into Excel cells.
 */
public final class TableCopy {

    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final String INSTALLED = "table-copy-installed";

    private TableCopy() {
    }

    /**
     * Installs it for every table under {@code root}, including tables that appear later or sit in scroll panes
     * whose content is built with their skin: a context-menu request on a table adds the item to that table's menu
     * (once), and Ctrl+C (Cmd+C) while focus is in a table copies it.
     */
    public static void installAll(Node root, Messages m) {
        root.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            TableView<?> table = tableOf(e.getTarget());
            if (table != null && !table.getProperties().containsKey(INSTALLED)) {
                install(table, m);
            }
        });
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            // Ctrl+C in a cell being edited (the Quotes page) copies the selected text, not the table.
            if (COPY.match(e) && !(e.getTarget() instanceof javafx.scene.control.TextInputControl)) {
                TableView<?> table = tableOf(e.getTarget());
                if (table != null) {
                    toClipboard(table);
                    e.consume();
                }
            }
        });
    }

    /** The table an event's target sits in, or null. */
    private static TableView<?> tableOf(Object target) {
        for (Node n = target instanceof Node node ? node : null; n != null; n = n.getParent()) {
            if (n instanceof TableView<?> table) {
                return table;
            }
        }
        return null;
    }

    /** Adds "Copy table" to the table's context menu. */
    public static void install(TableView<?> table, Messages m) {
        table.getProperties().put(INSTALLED, Boolean.TRUE);
        MenuItem copy = new MenuItem(m.get("papers.ui.copyTable"));
        copy.setOnAction(e -> toClipboard(table));
        ContextMenu menu = table.getContextMenu() == null ? new ContextMenu() : table.getContextMenu();
        menu.getItems().add(copy);
        table.setContextMenu(menu);
    }

    static void toClipboard(TableView<?> table) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text(table));
        Clipboard.getSystemClipboard().setContent(content);
    }

    /** The visible leaf columns' headers and every row's cell values as tab-separated text. */
    public static <S> String text(TableView<S> table) {
        List<TableColumn<S, ?>> columns = new ArrayList<>();
        for (TableColumn<S, ?> c : table.getVisibleLeafColumns()) {
            columns.add(c);
        }
        List<String> header = columns.stream().map(c -> c.getText() == null ? "" : c.getText()).toList();
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < table.getItems().size(); r++) {
            List<String> row = new ArrayList<>();
            for (TableColumn<S, ?> c : columns) {
                Object v = c.getCellData(r);
                row.add(v == null ? "" : v.toString());
            }
            rows.add(row);
        }
        return Tsv.of(header, rows);
    }
}
