package com.gpurental.ui.app;

import java.util.List;

/**
 * Where the window opens: the stored size and position when they make sense, clamped so the whole window is on
 * a screen; nonsense (−5, 10⁹, NaN, a position on a monitor that is no longer there) is ignored. Plain
 * arithmetic on rectangles, so it is tested without a display.
 */
public final class WindowBounds {

    /** A rectangle: a screen's usable area or the window's bounds. */
    public record Rect(double x, double y, double width, double height) {
        double right() {
            return x + width;
        }

        double bottom() {
            return y + height;
        }

        double overlap(Rect o) {
            double w = Math.min(right(), o.right()) - Math.max(x, o.x);
            double h = Math.min(bottom(), o.bottom()) - Math.max(y, o.y);
            return w <= 0 || h <= 0 ? 0 : w * h;
        }
    }

    private WindowBounds() {
    }

    /**
     * @param stored  the remembered bounds (any field may be NaN: not remembered)
     * @param screens the screens' usable areas, the primary first (at least one)
     * @param preferred the size to use when none is remembered
     * @param minimum the smallest useful size (smaller still when the screen is)
     */
    public static Rect place(Rect stored, List<Rect> screens, Rect preferred, Rect minimum) {
        Rect primary = screens.get(0);
        boolean positioned = finite(stored.x()) && finite(stored.y());
        Rect screen = primary;
        if (positioned) {
            double best = 0;
            Rect probe = new Rect(stored.x(), stored.y(), sane(stored.width()) ? stored.width() : preferred.width(),
                    sane(stored.height()) ? stored.height() : preferred.height());
            for (Rect s : screens) {
                double o = s.overlap(probe);
                if (o > best) {
                    best = o;
                    screen = s;
                }
            }
            positioned = best > 0;
        }
        double width = fit(sane(stored.width()) ? stored.width() : preferred.width(), minimum.width(), screen.width());
        double height = fit(sane(stored.height()) ? stored.height() : preferred.height(), minimum.height(), screen.height());
        double x;
        double y;
        if (positioned) {
            x = clamp(stored.x(), screen.x(), screen.right() - width);
            y = clamp(stored.y(), screen.y(), screen.bottom() - height);
        } else {
            x = screen.x() + (screen.width() - width) / 2;
            y = screen.y() + (screen.height() - height) / 2;
        }
        return new Rect(x, y, width, height);
    }

    /** The smallest size the window may be resized to on this screen. */
    public static Rect minimumOn(Rect screen, Rect minimum) {
        return new Rect(0, 0, Math.min(minimum.width(), screen.width()), Math.min(minimum.height(), screen.height()));
    }

    private static boolean finite(double v) {
        return !Double.isNaN(v) && !Double.isInfinite(v);
    }

    /** A size that can be meant: a finite number of at least 100 pixels. */
    private static boolean sane(double v) {
        return finite(v) && v >= 100;
    }

    private static double fit(double size, double minimum, double available) {
        return clamp(size, Math.min(minimum, available), available);
    }

    private static double clamp(double v, double low, double high) {
        return Math.max(low, Math.min(high, v));
    }
}
