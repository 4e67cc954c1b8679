package com.gpurental.acceptance;

/**
 * The one checked parser for every number a rented machine printed: plain decimal digits with at most one point
 * (and an optional exponent where a tool prints one), at most {@value #MAX_CHARS} characters, inside the range the
 * figure can physically take. Anything else — 23-digit counts, "1.2.3", "NaN", a value out of range — is "not read"
 * (null), never an exception: the check then says the figure could not be read instead of judging it.
 */
public final class MachineNumbers {

    /** Longer than any figure a tool prints (a byte count of 16 EiB has 20 digits). */
    static final int MAX_CHARS = 24;

    private MachineNumbers() {
    }

    /** A decimal in {@code [min, max]}, or null. */
    public static Double decimal(String s, double min, double max) {
        if (!wellFormed(s)) {
            return null;
        }
        double v;
        try {
            v = Double.parseDouble(s.strip());
        } catch (NumberFormatException e) {
            return null;
        }
        return Double.isFinite(v) && v >= min && v <= max ? v : null;
    }

    /** A whole number (digits only) in {@code [min, max]}, or null. */
    public static Long whole(String s, long min, long max) {
        if (s == null) {
            return null;
        }
        String t = s.strip();
        if (t.isEmpty() || t.length() > 19 || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return null;
        }
        long v;
        try {
            v = Long.parseLong(t);
        } catch (NumberFormatException e) {
            return null;
        }
        return v >= min && v <= max ? v : null;
    }

    /** A whole number in int range {@code [min, max]}, or null. */
    public static Integer count(String s, int min, int max) {
        Long v = whole(s, min, max);
        return v == null ? null : v.intValue();
    }

    /** Digits, one optional point, an optional exponent (e-5, e+3); nothing else, and not too long. */
    private static boolean wellFormed(String s) {
        if (s == null) {
            return false;
        }
        String t = s.strip();
        if (t.isEmpty() || t.length() > MAX_CHARS) {
            return false;
        }
        int i = 0;
        int digits = 0;
        boolean point = false;
        while (i < t.length() && (Character.isDigit(t.charAt(i)) && t.charAt(i) < 128 || t.charAt(i) == '.' && !point)) {
            if (t.charAt(i) == '.') {
                point = true;
            } else {
                digits++;
            }
            i++;
        }
        if (digits == 0) {
            return false;
        }
        if (i < t.length() && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            i++;
            if (i < t.length() && (t.charAt(i) == '-' || t.charAt(i) == '+')) {
                i++;
            }
            int exp = 0;
            while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                i++;
                exp++;
            }
            if (exp == 0 || exp > 3) {
                return false;
            }
        }
        return i == t.length();
    }
}
