package com.gpurental.ui.results;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * A scatter chart's point with the name of its card written beside it: where {@link #placeAll} finds it free, else
 * right of the point, or left of it where the name would run past the plot's right edge. The name is not part of the point's
 * size, so the chart places and
 * sizes the point as it does its own symbols (the sheet styles both as {@code .chart-symbol}).
 */
final class NamedPoint extends StackPane {

    /** Room between the point and its name, in px. */
    private static final double GAP = 4;
    /** Room kept between a name and the other names and points, in px. */
    private static final double CLEAR = 3;

    private final Label name;
    private final DoubleSupplier plotWidth;

    /**
     * @param relayout lays the chart out again: a name's size changes once its style is applied (after it was first
     *                 placed with the size it had before), and its place is then chosen again
     */
    NamedPoint(String text, DoubleSupplier plotWidth, Runnable relayout) {
        this.plotWidth = plotWidth;
        name = new Label(text);
        name.getStyleClass().add("chart-point-label");
        name.setManaged(false);
        name.setMouseTransparent(true);
        getChildren().add(name);
        name.layoutBoundsProperty().addListener((o, was, now) -> {
            if (was.getWidth() != now.getWidth() || was.getHeight() != now.getHeight()) {
                relayout.run();
            }
        });
    }

    String name() {
        return name.getText();
    }

    Label nameLabel() {
        return name;
    }

    /** Where {@link #placeAll} put the name, relative to the point; null: not placed yet (right, or left at the edge). */
    private double[] offset;

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        name.autosize();
        if (offset != null) {
            name.relocate(offset[0], offset[1]);
            return;
        }
        double w = name.getWidth();
        double right = getWidth() + GAP;
        boolean roomRight = getLayoutX() + right + w <= plotWidth.getAsDouble();
        name.relocate(roomRight ? right : -GAP - w, (getHeight() - name.getHeight()) / 2);
    }

    /**
     * Names every point where its name covers no point and no name placed before it, inside the plot of
     * {@code width} × {@code height}, and sits nearer its own point than any other (by more than a point's width: a name
     * just beside a neighbour read as the neighbour's, issue 33): the first such place of eight around the point (right,
     * left, centred above and below — moved inside the plot at an edge —, then the corners); where none is, right of the
     * point or left at the edge.
     */
    static void placeAll(List<NamedPoint> points, double width, double height) {
        List<javafx.geometry.Rectangle2D> taken = new ArrayList<>();
        for (NamedPoint p : points) {
            p.autosize();
            taken.add(new javafx.geometry.Rectangle2D(p.getLayoutX(), p.getLayoutY(), p.getWidth(), p.getHeight()));
        }
        for (NamedPoint p : points) {
            p.offset = null;
            for (double[] place : places(p, width)) {
                javafx.geometry.Rectangle2D box = new javafx.geometry.Rectangle2D(p.getLayoutX() + place[0],
                        p.getLayoutY() + place[1], p.name.getWidth(), p.name.getHeight());
                if (free(box, width, height, taken) && nearestTo(box, p, points)) {
                    p.offset = place;
                    taken.add(box);
                    break;
                }
            }
            if (p.offset != null) {
                p.name.relocate(p.offset[0], p.offset[1]); // directly: a layout request here would lay the chart out again
            }
        }
    }

    /** The eight places of a point's name, relative to the point, in the order they are tried. */
    private static double[][] places(NamedPoint p, double width) {
        p.name.autosize();
        double w = p.name.getWidth();
        double h = p.name.getHeight();
        double pw = p.getWidth();
        double ph = p.getHeight();
        double mid = (ph - h) / 2;
        // centred over or under the point, moved inside the plot where it would run past an edge
        double centred = Math.max(-p.getLayoutX(), Math.min((pw - w) / 2, width - p.getLayoutX() - w));
        return new double[][] {
            {pw + GAP, mid}, {-GAP - w, mid}, {centred, -h - GAP}, {centred, ph + GAP},
            {pw + GAP, -h}, {pw + GAP, ph}, {-GAP - w, -h}, {-GAP - w, ph},
        };
    }

    /** Inside the plot and a few px clear of the points and the names placed before. */
    private static boolean free(javafx.geometry.Rectangle2D box, double width, double height,
                                List<javafx.geometry.Rectangle2D> taken) {
        boolean inside = box.getMinX() >= 0 && box.getMaxX() <= width && box.getMinY() >= 0 && box.getMaxY() <= height;
        // A name is kept a few px clear of the others: just under another, it read as that name's second line.
        var clear = new javafx.geometry.Rectangle2D(box.getMinX() - CLEAR, box.getMinY() - CLEAR,
                box.getWidth() + 2 * CLEAR, box.getHeight() + 2 * CLEAR);
        return inside && taken.stream().noneMatch(clear::intersects);
    }

    /** Whether the box is nearer the centre of its own point than of any other, by more than a point's width. */
    static boolean nearestTo(javafx.geometry.Rectangle2D box, NamedPoint own, List<NamedPoint> points) {
        double mine = distance(box, own);
        return points.stream().filter(q -> q != own).allMatch(q -> distance(box, q) > mine + own.getWidth());
    }

    /** From a box to the centre of a point, 0 inside it. */
    static double distance(javafx.geometry.Rectangle2D box, NamedPoint p) {
        double x = p.getLayoutX() + p.getWidth() / 2;
        double y = p.getLayoutY() + p.getHeight() / 2;
        double dx = Math.max(0, Math.max(box.getMinX() - x, x - box.getMaxX()));
        double dy = Math.max(0, Math.max(box.getMinY() - y, y - box.getMaxY()));
        return Math.hypot(dx, dy);
    }
}
