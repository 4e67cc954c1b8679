package com.gpurental.ui.results;

import java.util.function.DoubleSupplier;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * A scatter chart's point with the name of its card written beside it: right of the point, or left of it where the
 * name would run past the plot's right edge. The name is not part of the point's size, so the chart places and
 * sizes the point as it does its own symbols (the sheet styles both as {@code .chart-symbol}).
 */
final class NamedPoint extends StackPane {

    /** Room between the point and its name, in px. */
    private static final double GAP = 4;

    private final Label name;
    private final DoubleSupplier plotWidth;

    NamedPoint(String text, DoubleSupplier plotWidth) {
        this.plotWidth = plotWidth;
        name = new Label(text);
        name.getStyleClass().add("chart-point-label");
        name.setManaged(false);
        name.setMouseTransparent(true);
        getChildren().add(name);
    }

    String name() {
        return name.getText();
    }

    Label nameLabel() {
        return name;
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        name.autosize();
        double w = name.getWidth();
        double right = getWidth() + GAP;
        boolean roomRight = getLayoutX() + right + w <= plotWidth.getAsDouble();
        name.relocate(roomRight ? right : -GAP - w, (getHeight() - name.getHeight()) / 2);
    }
}
