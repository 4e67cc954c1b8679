package com.gpurental.plan;

import com.gpurental.sizing.Precision;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One measured speed kept in the plan's {@code measurements} section (version {@value Measurements#VERSION}, issue 34):
 * a serving load test on a machine — the trial kit's run on the vendor's machine, or a figure a buyer's engineer typed
 * in (a published benchmark, the vendor's own figure) with its source. The advice sizes a candidate on the same GPU,
 * model and precision on it (advice.MeasuredSpeed); every figure but the decode speed may be unknown.
 *
 * @param gpu          the catalog's GPU id ({@code h20}, {@code a800-80g})
 * @param cards        cards the measured copy ran on
 * @param model        the plan's model id it was measured with
 * @param contextTokens the context each request held (prompt + answer)
 * @param concurrency  requests in flight during the run
 * @param decodeTokensPerSecondPerUser what one user saw: 1000 ÷ the median time per output token
 * @param origin       how the figure came: {@link Origin#TRIAL_KIT} (imported from a kit's result) or typed in
 */
public record Measurement(String gpu, Integer cards, String model, Precision precision, Integer contextTokens,
                          Integer concurrency, Double decodeTokensPerSecondPerUser, Double prefillTokensPerSecond,
                          Double outputTokensPerSecond, Double ttftP95Ms, Double tpotP95Ms, String source,
                          LocalDate date, Origin origin) {

    /** Where a measurement came from: the kit's run on the vendor's machine, or typed in by the buyer's engineer. */
    public enum Origin {
        TRIAL_KIT("trialKit"), ENTERED("entered");

        private final String json;

        Origin(String json) {
            this.json = json;
        }

        public String json() {
            return json;
        }

        public static Origin fromJson(String s) {
            for (Origin o : values()) {
                if (o.json.equals(s)) {
                    return o;
                }
            }
            return null;
        }
    }

    public Measurement {
        origin = origin == null ? Origin.ENTERED : origin;
    }

    /** The plan's measurements: none for a plan without the section. */
    public record Measurements(List<Measurement> items) {
        public static final int VERSION = 1;
        public static final Measurements NONE = new Measurements(List.of());

        public Measurements {
            items = items == null ? List.of() : List.copyOf(items);
        }

        public boolean isEmpty() {
            return items.isEmpty();
        }

        /** These with {@code m} added; an earlier one of the same GPU, cards, model, precision and load is replaced. */
        public Measurements with(Measurement m) {
            List<Measurement> out = new ArrayList<>(items.stream().filter(x -> !sameRun(x, m)).toList());
            out.add(m);
            return new Measurements(out);
        }

        /** These without the one at {@code index} (the Checklist page's remove). */
        public Measurements without(int index) {
            List<Measurement> out = new ArrayList<>(items);
            if (index >= 0 && index < out.size()) {
                out.remove(index);
            }
            return new Measurements(out);
        }

        /** The same run measured again (same GPU, cards, model, precision, load and origin): the newer replaces it. */
        static boolean sameRun(Measurement a, Measurement b) {
            return Objects.equals(a.gpu, b.gpu) && Objects.equals(a.cards, b.cards)
                    && Objects.equals(a.model, b.model) && a.precision == b.precision
                    && Objects.equals(a.concurrency, b.concurrency)
                    && Objects.equals(a.contextTokens, b.contextTokens) && a.origin == b.origin;
        }
    }
}
