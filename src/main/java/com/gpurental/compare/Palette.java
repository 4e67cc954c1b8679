package com.gpurental.compare;

/**
 * One colour per compared GPU, the same in every chart of the app and of the PDF: the GPU's position in the catalog
 * picks it, the next free one where another compared GPU has it ({@code ComparisonBuilder.colour}). styles/app.css defines {@code
 * .gpu-color-N} with these values (a test
 * keeps the two in step).
 */
public final class Palette {

    private static final int[] RGB = {
        0x2F6FDB, 0xE8590C, 0x2B8A3E, 0xC2255C, 0x7048E8, 0x0B7285,
        0xF08C00, 0x5C940D, 0xA61E4D, 0x1864AB, 0x862E9C, 0x087F5B,
        0xD9480F, 0x364FC7, 0x9C36B5, 0xC92A2A, 0x495057, 0x74B816,
    };

    private Palette() {
    }

    public static int size() {
        return RGB.length;
    }

    /** 0xRRGGBB for colour index {@code i}. */
    public static int rgb(int i) {
        return RGB[Math.floorMod(i, RGB.length)];
    }

    public static String hex(int i) {
        return String.format("#%06x", rgb(i));
    }
}
