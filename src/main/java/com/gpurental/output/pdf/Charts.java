package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.FAINT_RULE;
import static com.gpurental.output.pdf.PageWriter.INK;
import static com.gpurental.output.pdf.PageWriter.MUTED;
import static com.gpurental.output.pdf.PageWriter.RULE;

import com.gpurental.compare.ChartDescription.Axis;
import com.gpurental.compare.ChartDescription.BarItem;
import com.gpurental.compare.ChartDescription.Bars;
import com.gpurental.compare.ChartDescription.BreakEven;
import com.gpurental.compare.ChartDescription.Point;
import com.gpurental.compare.ChartDescription.Scatter;
import com.gpurental.compare.ChartDescription.Tick;
import com.gpurental.compare.Palette;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The comparison charts painted as vector graphics from the {@link com.gpurental.compare.ChartDescription}s the app's
 * charts paint too (same ticks, words and figures): horizontal bars (the GPU names stay readable), cost against
 * speed, break-even lines, and the stacked memory bar. A bar without a figure says "unknown" where it would be.
 */
final class Charts {

    private static final float BAR = 11;
    private static final float BAR_GAP = 6;

    private Charts() {
    }

    /** One segment of the stacked memory bar. */
    record Segment(String label, double value, int rgb) {
    }

    // ---- bar chart --------------------------------------------------------------------------

    static void bars(PageWriter w, Bars data) throws IOException {
        float lh = w.lineHeight(BODY);
        List<BarItem> bars = data.bars();
        float plotHeight = bars.size() * (BAR + BAR_GAP) + BAR_GAP;
        float height = lh + plotHeight + lh + lh + 8;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        w.text(data.title(), w.left(), top - BODY * f.ascent(), BODY, INK);
        float labelWidth = 0;
        float maxValueText = 0;
        for (BarItem b : bars) {
            labelWidth = Math.max(labelWidth, w.width(b.name(), BODY));
            maxValueText = Math.max(maxValueText, w.width(b.valueText(), BODY));
        }
        labelWidth = Math.min(labelWidth, w.contentWidth() * 0.36f);
        Plot plot = new Plot(w.left() + labelWidth + 8, w.right() - maxValueText - 6, top - lh, top - lh - plotHeight);
        Axis axis = data.valueAxis();
        for (Tick t : axis.ticks()) { // no scale when every figure is unknown
            float x = plot.x(t.value(), axis);
            w.line(x, plot.top, x, plot.bottom, FAINT_RULE, 0.4f);
            w.text(t.text(), x - w.width(t.text(), BODY) / 2, plot.bottom - BODY * f.ascent() - 2, BODY, MUTED);
        }
        plot.frame(w);
        float barTop = plot.top - BAR_GAP;
        for (BarItem b : bars) {
            float textBase = barTop - BAR / 2 - BODY * (f.ascent() - f.descent()) / 2;
            String label = w.ellipsize(b.name(), BODY, labelWidth);
            w.text(label, plot.x0 - 8 - w.width(label, BODY), textBase, BODY, b.rejected() ? MUTED : INK);
            if (b.value() == null) {
                w.text(b.valueText(), plot.x0 + 4, textBase, BODY, MUTED);
            } else {
                float len = plot.x(b.value(), axis) - plot.x0;
                bar(w, plot.x0, barTop - BAR, len, Palette.rgb(b.colour()), b.rejected());
                w.text(b.valueText(), plot.x0 + len + 4, textBase, BODY, INK);
            }
            barTop -= BAR + BAR_GAP;
        }
        plot.axisLabel(w, axis.label(), plot.bottom - lh - BODY * f.ascent() - 1);
        w.advance(height);
    }

    /** A bar in the GPU's colour; a rejected GPU's pale, with an outline. */
    private static void bar(PageWriter w, float x, float y, float len, int colour, boolean rejected) throws IOException {
        if (rejected) {
            w.rect(x, y, len, BAR, PageWriter.tint(colour, 0.65f));
            w.stroke(colour, 0.6f);
            w.content().addRect(x, y, len, BAR);
            w.content().stroke();
        } else {
            w.rect(x, y, len, BAR, colour);
        }
    }

    /** The plot area of a chart, in page points: where 0 and an axis' end fall. */
    private record Plot(float x0, float x1, float top, float bottom) {
        float x(double value, Axis axis) {
            return (float) (x0 + (x1 - x0) * value / axis.max());
        }

        float y(double value, Axis axis) {
            return (float) (bottom + (top - bottom) * value / axis.max());
        }

        void frame(PageWriter w) throws IOException {
            w.line(x0, top, x0, bottom, RULE, 0.6f);
            w.line(x0, bottom, x1, bottom, RULE, 0.6f);
        }

        void axisLabel(PageWriter w, String label, float baseline) throws IOException {
            w.text(label, x0 + (x1 - x0) / 2 - w.width(label, BODY) / 2, baseline, BODY, MUTED);
        }

        /** The grid: a faint line and a label at every tick of both axes. */
        void grid(PageWriter w, Axis x, Axis y) throws IOException {
            ReportFont f = w.font();
            for (Tick t : y.ticks()) {
                float py = y(t.value(), y);
                w.line(x0, py, x1, py, FAINT_RULE, 0.4f);
                w.text(t.text(), x0 - 4 - w.width(t.text(), BODY), py - BODY * (f.ascent() - f.descent()) / 2, BODY, MUTED);
            }
            for (Tick t : x.ticks()) {
                float px = x(t.value(), x);
                w.line(px, top, px, bottom, FAINT_RULE, 0.4f);
                float width = w.width(t.text(), BODY);
                float tx = t.value() == 0 ? px : Math.min(px - width / 2, w.right() - width);
                w.text(t.text(), tx, bottom - BODY * f.ascent() - 2, BODY, MUTED);
            }
            frame(w);
        }
    }

    private static float widest(PageWriter w, Axis axis) {
        float widest = 0;
        for (Tick t : axis.ticks()) {
            widest = Math.max(widest, w.width(t.text(), BODY));
        }
        return widest;
    }

    // ---- scatter ----------------------------------------------------------------------------

    /** Cost against speed, with the notes on dominated points and on the compared GPUs without a point. */
    static void scatter(PageWriter w, Scatter data) throws IOException {
        if (data.points().isEmpty()) {
            return;
        }
        float lh = w.lineHeight(BODY);
        float plotHeight = 150;
        float height = lh + lh + 4 + plotHeight + lh + lh + 6;
        w.ensure(height + 2 * lh);
        ReportFont f = w.font();
        float top = w.y();
        w.text(data.title(), w.left(), top - BODY * f.ascent(), BODY, INK);
        w.text(data.yCaption(), w.left(), top - lh - BODY * f.ascent(), BODY, MUTED);
        float plotTop = top - 2 * lh - 4;
        Plot plot = new Plot(w.left() + widest(w, data.y()) + 6, w.right() - 8, plotTop, plotTop - plotHeight);
        plot.grid(w, data.x(), data.y());
        points(w, data, plot, lh);
        plot.axisLabel(w, data.x().label(), plot.bottom - lh - BODY * f.ascent() - 1);
        w.advance(height);
        if (data.dominatedNote() != null) {
            w.paragraph(data.dominatedNote(), BODY, MUTED, 0);
        }
        if (!data.missingNote().isEmpty()) {
            w.paragraph(data.missingNote(), BODY, MUTED, 0);
        }
    }

    /** The points, hollow where dominated, each named beside it where the name overlaps no point and no name. */
    private static void points(PageWriter w, Scatter data, Plot plot, float lh) throws IOException {
        ReportFont f = w.font();
        List<float[]> placed = new ArrayList<>();
        for (Point p : data.points()) {
            float px = plot.x(p.cost(), data.x());
            float py = plot.y(p.speed(), data.y());
            placed.add(new float[] {px - 4, py - 4, px + 4, py + 4});
        }
        for (Point p : data.points()) {
            float px = plot.x(p.cost(), data.x());
            float py = plot.y(p.speed(), data.y());
            int colour = Palette.rgb(p.colour());
            if (p.dominated()) {
                w.fill(0xFFFFFF);
                w.stroke(colour, 1.2f);
                circle(w, px, py, 3.4f);
                w.content().fillAndStroke();
            } else {
                w.fill(colour);
                circle(w, px, py, 3.6f);
                w.content().fill();
            }
            float[] box = labelBox(w, p.name(), px, py, plot, lh, placed);
            placed.add(box);
            w.text(p.name(), box[0], box[1] + BODY * f.descent(), BODY, INK);
        }
    }

    /** Where a point's name goes: the first of eight places around it inside the page that overlaps nothing placed. */
    private static float[] labelBox(PageWriter w, String label, float px, float py, Plot plot, float lh,
                                    List<float[]> placed) {
        ReportFont f = w.font();
        float lw = w.width(label, BODY);
        float th = BODY * (f.ascent() + f.descent());
        float[][] options = {
            {px + 6, py - th / 2}, {px - 6 - lw, py - th / 2}, {px + 6, py + 4}, {px + 6, py - th - 4},
            {px - 6 - lw, py + 4}, {px - 6 - lw, py - th - 4}, {px - lw / 2, py + 6}, {px - lw / 2, py - th - 6},
        };
        for (float[] o : options) {
            float[] r = {o[0], o[1], o[0] + lw, o[1] + th};
            if (r[0] < w.left() || r[2] > w.right() || r[1] < plot.bottom - 2 || r[3] > plot.top + lh) {
                continue;
            }
            float[] clear = {r[0] - 2, r[1] - 2, r[2] + 2, r[3] + 2}; // just under another name, it read as its second line
            if (placed.stream().noneMatch(q -> overlaps(q, clear))) {
                return r;
            }
        }
        float bx = Math.max(w.left(), Math.min(px + 6, w.right() - lw));
        return new float[] {bx, py - th / 2, bx + lw, py + th / 2};
    }

    private static boolean overlaps(float[] a, float[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }

    private static void circle(PageWriter w, float cx, float cy, float r) throws IOException {
        float k = 0.552284749831f * r;
        var cs = w.content();
        cs.moveTo(cx + r, cy);
        cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
        cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
        cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
        cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
        cs.closePath();
    }

    // ---- break-even -------------------------------------------------------------------------

    static void breakEven(PageWriter w, BreakEven data) throws IOException {
        float lh = w.lineHeight(BODY);
        float plotHeight = 140;
        float height = lh + lh + 4 + plotHeight + lh + lh + lh + 6;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        w.text(data.title(), w.left(), top - BODY * f.ascent(), BODY, INK);
        w.text(data.y().label(), w.left(), top - lh - BODY * f.ascent(), BODY, MUTED);
        float plotTop = top - 2 * lh - 4;
        Plot plot = new Plot(w.left() + widest(w, data.y()) + 6, w.right() - 8, plotTop, plotTop - plotHeight);
        plot.grid(w, data.x(), data.y());
        int colour = Palette.rgb(data.colour());
        polyline(w, data.hourly().points(), plot, data, colour, false);
        polyline(w, data.monthly().points(), plot, data, INK, true);
        if (data.plannedHours() != null) {
            float px = plot.x(data.plannedHours(), data.x());
            w.content().setLineDashPattern(new float[] {1.5f, 2f}, 0);
            w.line(px, plot.bottom, px, plot.top, MUTED, 0.8f);
            w.content().setLineDashPattern(new float[] {}, 0);
            float sw = w.width(data.plannedText(), BODY);
            float tx = px + 3 + sw > plot.x1 ? px - 3 - sw : px + 3;
            w.text(data.plannedText(), tx, plot.top - BODY * f.ascent(), BODY, MUTED);
        }
        if (data.crossing() != null) {
            w.fill(INK);
            circle(w, plot.x(data.crossing()[0], data.x()), plot.y(data.crossing()[1], data.y()), 3f);
            w.content().fill();
        }
        float legendY = plot.bottom - lh - BODY * f.ascent() - 1;
        plot.axisLabel(w, data.x().label(), legendY);
        float lx = legendLine(w, plot.x0, legendY - lh, colour, false, data.hourly().name());
        legendLine(w, lx + 14, legendY - lh, INK, true, data.monthly().name());
        w.advance(height);
        if (data.conclusion() != null) {
            w.paragraph(data.conclusion(), BODY, INK, 0);
        }
    }

    private static float legendLine(PageWriter w, float x, float baseline, int rgb, boolean dashed, String label)
            throws IOException {
        float mid = baseline + BODY * 0.3f;
        if (dashed) {
            w.content().setLineDashPattern(new float[] {4f, 2.5f}, 0);
        }
        w.line(x, mid, x + 18, mid, rgb, 1.6f);
        if (dashed) {
            w.content().setLineDashPattern(new float[] {}, 0);
        }
        w.text(label, x + 22, baseline, BODY, INK);
        return x + 22 + w.width(label, BODY);
    }

    private static void polyline(PageWriter w, List<double[]> points, Plot plot, BreakEven data, int rgb,
                                 boolean dashed) throws IOException {
        if (points.isEmpty()) {
            return;
        }
        var cs = w.content();
        w.stroke(rgb, 1.6f);
        if (dashed) {
            cs.setLineDashPattern(new float[] {4f, 2.5f}, 0);
        }
        for (int i = 0; i < points.size(); i++) {
            double[] p = points.get(i);
            float x = plot.x(p[0], data.x());
            float y = plot.y(p[1], data.y());
            if (i == 0) {
                cs.moveTo(x, y);
            } else {
                cs.lineTo(x, y);
            }
        }
        cs.stroke();
        if (dashed) {
            cs.setLineDashPattern(new float[] {}, 0);
        }
    }

    // ---- stacked memory bar -----------------------------------------------------------------

    /** One bar split into the parts of the memory need, with a legend that wraps under it. */
    static void stacked(PageWriter w, List<Segment> segments, Function<Segment, String> legend)
            throws IOException {
        float lh = w.lineHeight(BODY);
        float barHeight = 14;
        double total = segments.stream().mapToDouble(Segment::value).sum();
        if (total <= 0) {
            return;
        }
        // lay the legend out first to know its height
        List<float[]> positions = new ArrayList<>();
        float x = w.left();
        int row = 0;
        for (Segment s : segments) {
            float itemWidth = 12 + w.width(legend.apply(s), BODY) + 14;
            if (x + itemWidth > w.right() && x > w.left()) {
                row++;
                x = w.left();
            }
            positions.add(new float[] {x, row});
            x += itemWidth;
        }
        float height = barHeight + 6 + (row + 1) * lh + 4;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        float bx = w.left();
        for (Segment s : segments) {
            float len = (float) (w.contentWidth() * s.value() / total);
            w.rect(bx, top - barHeight, len, barHeight, s.rgb());
            bx += len;
        }
        w.stroke(0xFFFFFF, 0.8f);
        bx = w.left();
        for (int i = 0; i < segments.size() - 1; i++) {
            bx += (float) (w.contentWidth() * segments.get(i).value() / total);
            w.line(bx, top - barHeight, bx, top, 0xFFFFFF, 0.8f);
        }
        for (int i = 0; i < segments.size(); i++) {
            Segment s = segments.get(i);
            float[] p = positions.get(i);
            float base = top - barHeight - 6 - p[1] * lh - BODY * f.ascent();
            w.rect(p[0], base - 0.5f, 8, 8, s.rgb());
            w.text(legend.apply(s), p[0] + 12, base, BODY, INK);
        }
        w.advance(height);
    }
}
