package com.gpurental.plan;

import com.gpurental.catalog.RentalMode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Set;

/**
 * The plan's smaller sections and parts, named {@code Plan.Users}, {@code Plan.Batch}, {@code Plan.Rental}'s
 * {@code Plan.Peak} … as before: {@link Plan} implements this interface, so these member types are members of
 * {@code Plan} too. They live here so that {@code Plan.java} has room for a new field under the file-size cap
 * (issue 35: a new plan field must not break the build).
 */
public interface PlanParts {

    /**
     * Speculative decoding the serving engine runs (plan {@code inference.speculative}): {@code mtp}, the model's own
     * multi-token-prediction head drafts the next token (DeepSeek-V3/R1).
     */
    public enum Speculative {
        MTP;

        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The value of a plan file's text, or null when it names none. */
        public static Speculative fromJson(String s) {
            return "mtp".equalsIgnoreCase(s == null ? null : s.trim()) ? MTP : null;
        }
    }

    /**
     * The load in the buyer's words (plan {@code inference.users}): how many people use the service, the share of them,
     * %, using it in the busiest hour, and how many requests each sends in that hour. Null fields take the defaults.
     */
    public record Users(Integer people, Double busyShare, Double requestsPerHour) {
        public static final Users NONE = new Users(null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /**
     * A batch (offline) job (plan {@code batch}): how many items, each one's tokens in and out, and the days it must be
     * done in.
     */
    public record Batch(Integer items, Integer inputTokens, Integer outputTokens, Double deadlineDays) {
        public static final Batch NONE = new Batch(null, null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /**
     * Who the plan is for and who prepared it: printed in the PDF header, and what the papers ask for
     *: the budget line (预算科目/编号), who vendors answer to, the date quotes are due and the rental's start.
     * Empty strings are null.
     */
    public record Project(String name, String preparer, String department, String budgetLine, String contact,
                          LocalDate quoteDeadline, LocalDate startDate) {
        public static final Project NONE = new Project(null, null, null);

        public Project {
            name = blank(name);
            preparer = blank(preparer);
            department = blank(department);
            budgetLine = blank(budgetLine);
            contact = blank(contact);
        }

        /** Name, preparer and department only (the papers' fields left to fill in by hand). */
        public Project(String name, String preparer, String department) {
            this(name, preparer, department, null, null, null, null);
        }

        private static String blank(String s) {
            return s == null || s.isBlank() ? null : s.strip();
        }

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /** Memory settings: the spare kept on top of the computed need, 0–50% (null = the default 20%). */
    public record Memory(Double sparePercent) {
        public static final Memory DEFAULT = new Memory(null);
    }

    /**
     * Scientific computing: whether the code needs double precision (FP64: VASP, CP2K, Gaussian, most CFD solvers);
     * null or false ranks the cards on single precision (FP32).
     */
    public record Compute(Boolean doublePrecision) {
        public static final Compute NONE = new Compute(null);

        public boolean needsDoublePrecision() {
            return Boolean.TRUE.equals(doublePrecision);
        }
    }

    /**
     * Visual inspection: image size, daily volume and the latency target; one image as sent ({@code imageMb},
     * MB) and the line's speed to the cards ({@code linkMbps}, Mbit/s), whose transfer counts in the latency.
     */
    public record Vision(Double megapixels, Double imagesPerDay, Double latencyMs, Double imageMb, Double linkMbps) {
        public static final Vision EMPTY = new Vision(null, null, null);

        public Vision(Double megapixels, Double imagesPerDay, Double latencyMs) {
            this(megapixels, imagesPerDay, latencyMs, null, null);
        }
    }

    /**
     * A peak with a window (plan {@code rental.peak}): on {@code days} days of the term (null: every day), for
     * {@code hoursPerDay} hours, the load is {@code multiple} times the base load.
     */
    public record Peak(Integer days, Double hoursPerDay, Double multiple) {
        public static final Peak NONE = new Peak(null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /** A monthly or a total budget (at most one is set). */
    public record Budget(BigDecimal monthlyCny, BigDecimal totalCny) {
        public static final Budget NONE = new Budget(null, null);
    }

    /** Results-page filters: the most cards to consider and the rental modes allowed (null = all). */
    public record Filters(Integer maxCards, Set<RentalMode> modes) {
        public static final Filters NONE = new Filters(null, null);

        public Filters {
            modes = modes == null ? null : Set.copyOf(modes);
        }
    }
}
