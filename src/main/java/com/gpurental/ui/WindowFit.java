package com.gpurental.ui;

/**
 * The window's first size and its minimum on a given screen: the remembered (or default) size when
 * it fits, otherwise the whole screen (maximised); the minimum is the app's 1024×700 but never more
 * than the screen, so the window can always be made to fit (issue 10: a 1280×800 window on a 1024×700
 * screen was cut off at the right and the bottom).
 *
 * @param screenWidth  the screen's usable width (without task bars)
 * @param screenHeight the screen's usable height
 */
public record WindowFit(double width, double height, double minWidth, double minHeight, boolean maximized) {

    public static final double MIN_WIDTH = 1024;
    public static final double MIN_HEIGHT = 700;

    public static WindowFit of(double wantedWidth, double wantedHeight, double screenWidth, double screenHeight) {
        boolean fits = wantedWidth <= screenWidth && wantedHeight <= screenHeight;
        return new WindowFit(Math.min(wantedWidth, screenWidth), Math.min(wantedHeight, screenHeight),
                Math.min(MIN_WIDTH, screenWidth), Math.min(MIN_HEIGHT, screenHeight), !fits);
    }
}
