package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The first window size and the minimum never exceed the screen (issue 10, "Screens that fit"). */
class WindowFitTest {

    @Test
    void theDefaultSizeOnALargeScreenIsKeptWithTheAppsMinimum() {
        assertEquals(new WindowFit(1280, 800, 1024, 700, false), WindowFit.of(1280, 800, 1920, 1040));
    }

    @Test
    void onA1024By700ScreenTheWindowIsMaximisedAndItsMinimumIsTheScreen() {
        // A 1024×700 screen less a 40 px task bar: 1024×660 usable.
        assertEquals(new WindowFit(1024, 660, 1024, 660, true), WindowFit.of(1280, 800, 1024, 660));
    }

    @Test
    void onA1366By768ScreenTheDefaultHeightDoesNotFitSoTheWindowIsMaximised() {
        assertEquals(new WindowFit(1280, 728, 1024, 700, true), WindowFit.of(1280, 800, 1366, 728));
    }

    @Test
    void aSmallerScreenThanTheAppsMinimumLowersTheMinimum() {
        assertEquals(new WindowFit(800, 560, 800, 560, true), WindowFit.of(1280, 800, 800, 560));
    }
}
