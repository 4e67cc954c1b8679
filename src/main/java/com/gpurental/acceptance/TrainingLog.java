package com.gpurental.acceptance;

import java.util.List;
import java.util.Locale;

/**
 * Tokens per second from the log of a team's own training command (the kit's {@code GPU_CHECK_TRAIN_CMD}): the
 * last figure printed beside one of the usual labels — "tokens/s", "tok/s", "tokens/sec", "tokens per second",
 * "tokens_per_second", "tokens_per_sec" — after it ("tokens/s: 12345", "tokens_per_second=12345.6") or before it
 * ("12345 tokens/s"). Read by position, not by a backtracking pattern; null when the log names no such figure.
 */
public final class TrainingLog {

    static final List<String> LABELS = List.of("tokens_per_second", "tokens_per_sec", "tokens per second",
            "tokens/sec", "tokens/s", "tok/s");
    /** A machine of 8 cards trains at most a few million tokens a second; a billion is not a reading. */
    static final double MAX = 1e9;

    private TrainingLog() {
    }

    public static Double tokensPerSecond(String log) {
        Double last = null;
        for (String line : ToolOutputs.lines(log)) {
            String l = line.toLowerCase(Locale.ROOT);
            for (String label : LABELS) {
                int at = l.lastIndexOf(label);
                if (at < 0) {
                    continue;
                }
                Double v = after(l, at + label.length());
                if (v == null) {
                    v = before(l, at);
                }
                if (v != null) {
                    last = v;
                }
                break;
            }
        }
        return last;
    }

    private static Double after(String l, int from) {
        int i = from;
        while (i < l.length() && " :=\t'\"".indexOf(l.charAt(i)) >= 0) {
            i++;
        }
        int end = i;
        while (end < l.length() && (Character.isDigit(l.charAt(end)) || l.charAt(end) == '.')) {
            end++;
        }
        return end == i ? null : MachineNumbers.decimal(l.substring(i, end), 0, MAX);
    }

    private static Double before(String l, int at) {
        int end = at;
        while (end > 0 && l.charAt(end - 1) == ' ') {
            end--;
        }
        int start = end;
        while (start > 0 && (Character.isDigit(l.charAt(start - 1)) || l.charAt(start - 1) == '.')) {
            start--;
        }
        return start == end ? null : MachineNumbers.decimal(l.substring(start, end), 0, MAX);
    }
}
