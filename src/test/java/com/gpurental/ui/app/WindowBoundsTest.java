package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.ui.app.WindowBounds.Rect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Stored window sizes of −5, 10⁹ or NaN are ignored; position and size end up on a visible screen. */
class WindowBoundsTest {

    private static final Rect SCREEN = new Rect(0, 0, 1920, 1040); // 1920×1080 less a 40 px task bar
    private static final Rect PREFERRED = new Rect(0, 0, 1280, 800);
    private static final Rect MINIMUM = new Rect(0, 0, 1024, 700);

    private static Rect place(double x, double y, double w, double h, Rect... screens) {
        return WindowBounds.place(new Rect(x, y, w, h), List.of(screens), PREFERRED, MINIMUM);
    }

    @Test
    void nonsenseSizesAreIgnoredAndTheWindowIsCentred() {
        Rect centred = new Rect(320, 120, 1280, 800);
        assertEquals(centred, place(Double.NaN, Double.NaN, -5, -5, SCREEN));
        assertEquals(centred, place(Double.NaN, Double.NaN, Double.NaN, Double.NaN, SCREEN));
        assertEquals(centred, place(Double.NaN, Double.NaN, Double.POSITIVE_INFINITY, 0, SCREEN));
        assertEquals(new Rect(0, 0, 1920, 1040), place(Double.NaN, Double.NaN, 1e9, 1e9, SCREEN), "10^9: the whole screen");
    }

    @Test
    void aSensibleStoredWindowIsKeptAsItWas() {
        assertEquals(new Rect(100, 50, 1400, 900), place(100, 50, 1400, 900, SCREEN));
    }

    @Test
    void aWindowHalfOffTheScreenIsPulledBackWhole() {
        assertEquals(new Rect(640, 240, 1280, 800), place(1800, 900, 1280, 800, SCREEN));
        assertEquals(new Rect(0, 0, 1280, 800), place(-300, -200, 1280, 800, SCREEN));
    }

    @Test
    void aPositionOnAMonitorThatIsGoneOpensOnThePrimary() {
        assertEquals(new Rect(320, 120, 1280, 800), place(5000, 3000, 1280, 800, SCREEN));
        assertEquals(new Rect(320, 120, 1280, 800), place(Double.NaN, 10, 1280, 800, SCREEN));
    }

    @Test
    void aSecondMonitorKeepsItsWindow() {
        Rect right = new Rect(1920, 0, 1280, 984);
        assertEquals(new Rect(1920, 84, 1280, 900), place(2000, 100, 1400, 900, SCREEN, right),
                "on the monitor it overlaps most, shrunk to fit it");
    }

    @Test
    void aSmallScreenGetsAWindowThatFitsEvenBelowTheMinimum() {
        Rect small = new Rect(0, 0, 1000, 600);
        assertEquals(new Rect(0, 0, 1000, 600), place(Double.NaN, Double.NaN, 1280, 800, small));
        assertEquals(new Rect(0, 0, 1000, 600), WindowBounds.minimumOn(small, MINIMUM));
    }
}
