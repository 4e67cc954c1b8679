package com.gpurental.ui.common.controls;

import java.text.BreakIterator;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.collections.WeakListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.util.Callback;

/**
 * Tables whose texts are never cut off with "…": every column is at least as wide as what its cells
 * show — a whole price, count or short label; the longest word of a text that wraps (GPU names, rental
 * modes, warnings, made to wrap by {@link Cells#wrapped}) — and as its heading's longest word (headings
 * wrap, see app.css). Widths are measured on the rendered cells with their own font, so both languages
 * and any content are covered; a column only ever grows. Where the columns' minimums exceed the table,
 * the table scrolls sideways rather than cut a figure.
 */
public final class TableFit {

    /** Room for a cell's text beyond its measured width (sub-pixel rounding, the ellipsis check). */
    private static final double SLACK = 3;
    /** Headings up to this wide (px; about four Chinese characters) stay on one line. */
    static final double SHORT_HEADING = 64;

    private TableFit() {
    }

    /** Installs the fitting on every column of {@code table} (call after the cell factories are set). */
    public static <S> void install(TableView<S> table) {
        for (TableColumn<S, ?> column : table.getColumns()) {
            fit(column);
        }
        table.widthProperty().addListener((o, was, now) -> Platform.runLater(() -> fitHeadings(table)));
        table.skinProperty().addListener((o, was, now) -> Platform.runLater(() -> fitHeadings(table)));
        // A column shown later (the quote table's "More columns") gets its heading measured once its header exists: after a
        // layout pass, else the nine headings it showed stayed at 40 px, cut to "仅..".
        table.getVisibleLeafColumns().addListener((ListChangeListener<TableColumn<S, ?>>) c -> Platform.runLater(() -> {
            table.layout();
            fitHeadings(table);
        }));
        listenToItems(table);
    }

    /**
     * Refits the headings when the rows change. The rows are often a view model's list, which outlives the table (a
     * language switch rebuilds the views): the list holds the listener only weakly and the table holds it strongly,
     * so an old table is not kept alive by the list it showed.
     */
    private static <S> void listenToItems(TableView<S> table) {
        ListChangeListener<S> refit = c -> Platform.runLater(() -> fitHeadings(table));
        WeakListChangeListener<S> weak = new WeakListChangeListener<>(refit);
        table.getProperties().put(TableFit.class, refit);
        if (table.getItems() != null) {
            table.getItems().addListener(weak);
        }
        table.itemsProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeListener(weak);
            }
            if (now != null) {
                now.addListener(weak);
            }
        });
    }

    private static <S, T> void fit(TableColumn<S, T> column) {
        Callback<TableColumn<S, T>, TableCell<S, T>> original = column.getCellFactory();
        column.setCellFactory(c -> {
            TableCell<S, T> cell = original.call(c);
            Runnable check = () -> widen(column, needed(cell));
            cell.textProperty().addListener((o, was, now) -> Platform.runLater(check));
            cell.graphicProperty().addListener((o, was, now) -> Platform.runLater(check));
            cell.skinProperty().addListener((o, was, now) -> Platform.runLater(check));
            // The font arrives with the first CSS pass and changes with View → Text size: measure again.
            cell.fontProperty().addListener((o, was, now) -> Platform.runLater(check));
            return cell;
        });
    }

    private static void widen(javafx.scene.control.TableColumnBase<?, ?> column, double needed) {
        if (needed > column.getMinWidth()) {
            column.setMinWidth(Math.ceil(needed));
            if (column.getPrefWidth() < column.getMinWidth()) {
                column.setPrefWidth(column.getMinWidth());
            }
        }
    }

    /**
     * What the cell needs so that nothing it shows is cut: its whole text, or the longest word it wraps. A cell being
     * edited shows its editor, whose preferred width is no content: measured, it widened the column while typing and
     * shifted every column right of it (issue 33, "columns shift while editing").
     */
    static double needed(TableCell<?, ?> cell) {
        if (cell.isEmpty() || cell.isEditing()) {
            return 0;
        }
        Insets in = cell.getInsets();
        double pad = in.getLeft() + in.getRight() + SLACK;
        double width = 0;
        if (cell.getText() != null && !cell.getText().isEmpty()) {
            width = Math.max(width, cell.isWrapText() ? longestWord(cell.getText(), cell.getFont())
                    : textWidth(cell.getText(), cell.getFont()));
        }
        Node g = cell.getGraphic();
        if (g instanceof Text t) {
            width = Math.max(width, t.getWrappingWidth() > 0 ? longestWord(t.getText(), t.getFont())
                    : textWidth(t.getText(), t.getFont()));
        } else if (g instanceof Parent p) {
            width = Math.max(width, p.prefWidth(-1));
        }
        return width == 0 ? 0 : width + pad;
    }

    private static void fitHeadings(TableView<?> table) {
        for (Node header : table.lookupAll(".column-header")) {
            if (!(header instanceof javafx.scene.control.skin.TableColumnHeader h) || h.getTableColumn() == null) {
                continue;
            }
            for (Node n : h.getChildrenUnmodifiable()) {
                if (n instanceof Label l && l.getProperties().putIfAbsent(TableFit.class, Boolean.TRUE) == null) {
                    // A heading measured before its font was styled (or before a text size change) is measured again.
                    l.fontProperty().addListener((o, was, now) -> Platform.runLater(() -> fitHeadings(table)));
                }
                if (n instanceof Label l && l.getText() != null && !l.getText().isEmpty()) {
                    Insets in = h.getInsets();
                    Insets li = l.getInsets();
                    // A heading wraps, but onto two lines at most (a long unit such as "Tokens/s per user (higher
                    // is better)" would otherwise need three, and the heading row does not grow that far).
                    // A short heading is not broken at all ("放得下" over two lines read as "放得" and "下").
                    double whole = textWidth(l.getText(), l.getFont());
                    double words = l.isWrapText() && whole > SHORT_HEADING
                            ? Math.max(twoLines(l.getText(), l.getFont()), whole / 2 + 8)
                            : whole;
                    widen(h.getTableColumn(), words + li.getLeft() + li.getRight() + in.getLeft() + in.getRight() + SLACK);
                }
            }
        }
    }

    /**
     * The narrowest width at which {@code s} wraps onto two lines at most: the best of its line-break points (between
     * words; with Chinese, between characters), never less than its longest word.
     */
    static double twoLines(String s, Font font) {
        double best = textWidth(s, font);
        BreakIterator breaks = BreakIterator.getLineInstance();
        breaks.setText(s);
        for (int i = breaks.next(); i != BreakIterator.DONE && i < s.length(); i = breaks.next()) {
            best = Math.min(best, Math.max(textWidth(s.substring(0, i).strip(), font),
                    textWidth(s.substring(i).strip(), font)));
        }
        return Math.max(best, longestWord(s, font));
    }

    public static double textWidth(String s, Font font) {
        Text t = new Text(s);
        t.setFont(font);
        return t.getLayoutBounds().getWidth();
    }

    /**
     * The widest piece a wrapped text cannot be broken in: a word, a price, "20.4" — with Chinese, every
     * character may start a line, so a run of Han characters counts one character (a number stays whole).
     */
    static double longestWord(String s, Font font) {
        double max = 0;
        for (String line : s.split("\n")) {
            for (String word
                    : line.split("[\\s\\u3000]+|(?<=[\\u3001-\\u303f\\uff01-\\uff5e\\u4e00-\\u9fff])|(?=[\\u3001-\\u303f\\uff01-"
                    + "\\uff5e\\u4e00-\\u9fff])")) {
                if (!word.isEmpty()) {
                    max = Math.max(max, textWidth(word, font));
                }
            }
        }
        return max;
    }
}
