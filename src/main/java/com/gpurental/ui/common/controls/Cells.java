package com.gpurental.ui.common.controls;

import com.gpurental.text.Messages;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.layout.HBox;

/** Table cell helpers: text columns, wrapped text, utilisation bars, row style classes. */
public final class Cells {

    private Cells() {
    }

    public static <S> void text(TableColumn<S, String> column, Function<S, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    }

    /**
     * Text that wraps inside the column instead of being cut: a {@link javafx.scene.text.Text}
     * whose wrapping width follows the column, so the row grows to fit it.
     */
    public static <S> void wrapped(TableColumn<S, String> column, Function<S, String> value) {
        text(column, value);
        wrapping(column, s -> s);
    }

    /**
     * Wrapped text like {@link #wrapped} whose tooltip says more than the cell: the plain words in the cell, the engineer's
     * detail on hover ("2 servers × 8", then the layout).
     */
    public static <S> void wrapped(TableColumn<S, String> column, Function<S, String> value, Function<S, String> tip) {
        text(column, value);
        textCells(column, s -> s, true, tip);
    }

    /**
     * A typed (sortable) column shown with {@code format}, wrapped like {@link #wrapped}; a null value is
     * shown as {@code unknown}.
     */
    public static <S, T> void wrapping(TableColumn<S, T> column, Function<T, String> format, String unknown) {
        wrapping(column, v -> v == null ? unknown : format.apply(v));
    }

    /**
     * Text of a few lines given as they are ("24 GB" over "(25.8 GB usable)"), none broken: the column is at least as
     * wide as the widest line ({@link TableFit}) and the row as high as the lines.
     */
    public static <S> void lines(TableColumn<S, String> column, Function<S, String> value) {
        text(column, value);
        textCells(column, s -> s, false, null);
    }

    private static <S, T> void wrapping(TableColumn<S, T> column, Function<T, String> format) {
        textCells(column, format, true, null);
    }

    /** Text cells; {@code tip} (null: the text shown) gives a row's tooltip. */
    private static <S, T> void textCells(TableColumn<S, T> column, Function<T, String> format, boolean wrap,
                                         Function<S, String> tip) {
        column.setCellFactory(c -> new TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.getStyleClass().add("cell-text");
                if (wrap) {
                    text.wrappingWidthProperty().bind(c.widthProperty().subtract(18));
                }
                setText(null);
            }

            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                String shown = empty ? "" : format.apply(item);
                text.setText(shown == null ? "" : shown);
                setGraphic(empty ? null : text);
                // The text is drawn by a Text node, not the cell's own text: a screen reader is told it here.
                setAccessibleText(empty ? null : text.getText());
                // The whole text on hover, e.g. where a screen reader or a narrow window needs it.
                String hover = empty || tip == null || getIndex() < 0 || getIndex() >= getTableView().getItems().size()
                        ? shown : tip.apply(getTableView().getItems().get(getIndex()));
                setTooltip(empty || hover == null || hover.isEmpty() ? null : tooltip(hover));
            }
        });
    }

    private static javafx.scene.control.Tooltip tooltip(String text) {
        javafx.scene.control.Tooltip t = new javafx.scene.control.Tooltip(text);
        t.setWrapText(true);
        t.setMaxWidth(480);
        return t;
    }

    /** A 0–1 share as a small bar with its percentage; "unknown" when null. */
    public static <S> void bar(TableColumn<S, Double> column, Function<S, Double> value, Messages m) {
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Double item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                if (empty) {
                    setGraphic(null);
                    setAccessibleText(null);
                    return;
                }
                if (item == null) {
                    setGraphic(new Label(m.get("common.unknown")));
                    setAccessibleText(m.get("common.unknown"));
                    return;
                }
                ProgressBar bar = new ProgressBar(Math.min(1.0, item));
                bar.setPrefWidth(70);
                bar.getStyleClass().add(item > 0.9 ? "bar-high" : item < 0.4 ? "bar-low" : "bar-ok");
                HBox box = new HBox(6, bar, new Label(m.number(item * 100, 0) + "%"));
                setAccessibleText(m.number(item * 100, 0) + "%");
                box.setAlignment(Pos.TOP_LEFT); // at the top of a tall row, as the text cells beside it (app.css .wrap-rows)
                setGraphic(box);
            }
        });
    }

    /** Rows get the style class the function names (e.g. to grey out rejected GPUs). */
    public static <S> TableRow<S> rowClass(Function<S, String> styleClass) {
        return new TableRow<>() {
            private String applied;

            @Override
            protected void updateItem(S item, boolean empty) {
                super.updateItem(item, empty);
                if (applied != null) {
                    getStyleClass().remove(applied);
                    applied = null;
                }
                if (!empty && item != null) {
                    applied = styleClass.apply(item);
                    getStyleClass().add(applied);
                }
            }
        };
    }
}
