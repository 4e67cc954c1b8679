package com.gpurental.ui.rental;

import static com.gpurental.ui.model.WorkloadModel.F_BUFFER;
import static com.gpurental.ui.model.WorkloadModel.F_DAYS_PER_WEEK;
import static com.gpurental.ui.model.WorkloadModel.F_DURATION;
import static com.gpurental.ui.model.WorkloadModel.F_HOURS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_CARDS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_HOURS;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.ResolvedPlan;
import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;

/** Step 4: how long, how many hours a day, and which way to rent. */
public final class RentalPageViewModel extends PageViewModel {

    /** The page's fields (their problems keep Next disabled here): the field table's fields of the plan's rental. */
    public static final Set<String> FIELDS = fields(Set.of("rental"));

    private final ObjectBinding<List<RentalCost>> quotes;
    private final BooleanBinding hybrid;
    private final BooleanBinding peakWindowShown;
    private final BooleanBinding peakHoursShown;

    public RentalPageViewModel(AppContext context) {
        super(context, FIELDS);
        quotes = Bindings.createObjectBinding(() -> {
            Advice a = current();
            return a == null ? List.of() : a.modeAdvice().quotesByMode();
        }, model.adviceProperty(), model.errorsProperty());
        hybrid = Bindings.createBooleanBinding(() -> model.rentalMode.get() == Plan.RentalChoice.HYBRID, model.rentalMode);
        // the window where a hybrid can bill it (hybrid, or the cheapest way, which weighs a hybrid) for a service, not a
        // batch job, and wherever one is given, so that a plan's window is never hidden
        peakWindowShown = Bindings.createBooleanBinding(() -> (model.rentalMode.get() == Plan.RentalChoice.HYBRID
                || model.rentalMode.get() == Plan.RentalChoice.AUTO) && !model.batchJob.get() || !blank(model.peakDays.get())
                || !blank(model.peakWindowHours.get()) || !blank(model.peakMultiple.get()), model.rentalMode,
                model.batchJob, model.peakDays, model.peakWindowHours, model.peakMultiple);
        peakHoursShown = Bindings.createBooleanBinding(() -> hybrid.get() && blank(model.peakWindowHours.get()), hybrid,
                model.peakWindowHours);
        // One state for the allowed modes: choosing a way to rent here replaces the results page's mode filters.
        model.rentalMode.addListener((o, was, now) -> {
            if (now != Plan.RentalChoice.AUTO) {
                model.allowedModes.addAll(Arrays.asList(RentalMode.filterModes()));
            }
        });
    }

    public StringProperty durationDaysProperty() {
        return model.durationDays;
    }

    public StringProperty hoursPerDayProperty() {
        return model.hoursPerDay;
    }

    public ObjectProperty<Plan.RentalChoice> rentalModeProperty() {
        return model.rentalMode;
    }

    /** The buffer a blank field takes: "10 (training: its length is uncertain)" or "0 (a fixed-term service)". */
    public StringBinding bufferPrompt() {
        return text(m -> {
            Advice a = model.advice();
            WorkloadKind kind = a == null ? null : a.plan().workload().kind();
            if (kind == null) {
                return "";
            }
            double d = ResolvedPlan.defaultBufferPercent(kind);
            if (!kind.training() && a.plan().plan().inference().batch().deadlineDays() != null) {
                return m.format("rental.bufferPromptBatch", d);
            }
            return m.format(kind.training() ? "rental.bufferPromptUncertain" : "rental.bufferPromptService", d);
        });
    }

    public BooleanBinding hybridProperty() {
        return hybrid;
    }

    /** The peak window's fields are shown for a hybrid or the cheapest way, and wherever one is given. */
    public BooleanBinding peakWindowShown() {
        return peakWindowShown;
    }

    /** The older peak hours a day only for a hybrid without a window's hours (which replace them). */
    public BooleanBinding peakHoursShown() {
        return peakHoursShown;
    }

    /**
     * What a blank peak-cards field bills: with a window's multiple, the engine's cards for the leading option's hybrid
     * ("12 (4 × the base load)"), not the "1" a hybrid without a window takes (a tester saw 1 beside the advice's 12).
     */
    public StringBinding peakCardsPrompt() {
        return text(m -> {
            Advice a = current();
            String multiple = model.peakMultiple.get();
            if (a == null || blank(multiple) || a.plan().plan().rental().peak().multiple() == null) {
                return "1";
            }
            return quotes.get().stream().filter(q -> q.mode() == RentalMode.HYBRID).findFirst()
                    .map(q -> m.format("rental.peakCardsByMultiple", q.peakCards(), a.plan().plan().rental().peak()
                            .multiple())).orElse(m.format("rental.peakCardsByMultipleOnly",
                            a.plan().plan().rental().peak().multiple()));
        }, quotes);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /**
     * For training an empty duration follows the estimate, for a batch job its deadline (docs/domain.md §9.4); the
     * prompt says what that is.
     */
    public StringBinding durationPrompt() {
        return text(m -> {
            Advice a = current();
            if (a != null && a.plan().workload().kind() == WorkloadKind.LLM_TRAINING && a.plan().durationDays() == null) {
                return m.format("rental.durationEstimate", a.term().taskDays());
            }
            if (a != null && a.plan().plan().rental().durationDays() == null
                    && a.plan().plan().inference().batch().deadlineDays() != null) {
                return m.format("rental.durationDeadline", a.term().taskDays());
            }
            return m.get("rental.durationPrompt");
        });
    }

    /** "Billable term: 33 days (30 days + 10% buffer)". */
    public StringBinding termText() {
        return text(m -> {
            Advice a = current();
            return a == null ? (stale() ? m.get("page.stale") : "")
                    : a.term().sizedForCautious()
                    ? m.format("rental.termCautious", a.term().billableDays(), a.term().cautiousTaskDays(),
                            a.term().taskDays(), a.term().bufferPercent(), a.term().central().billableDays())
                    : m.format("rental.term", a.term().billableDays(), a.term().taskDays(), a.term().bufferPercent());
        });
    }

    public StringBinding leadingText() {
        return text(m -> {
            Advice a = current();
            if (a == null && stale()) {
                return "—";
            }
            if (a == null || a.leading().isEmpty()) {
                return m.get("rental.noLeading");
            }
            Candidate c = a.leading().get();
            return m.format("rental.leading", c.cards(), c.label());
        });
    }

    public StringBinding recommendedText() {
        return text(m -> {
            Advice a = current();
            return a == null || a.modeAdvice().recommended() == null ? "—" : m.format("rental.recommended",
                    a.modeAdvice().recommended());
        });
    }

    /**
     * Why that way of renting; while a field of this page is invalid, that field's message (the box went blank and
     * left the reader to find the red field), and while a field elsewhere is, that the figures wait for it.
     */
    public StringBinding reasonText() {
        return text(m -> {
            Advice a = current();
            if (a != null) {
                return m.format(a.modeAdvice().reason());
            }
            return ERROR_ORDER.stream().map(errors()::get).filter(Objects::nonNull).findFirst().map(m::format)
                    .orElse(stale() ? m.get("page.stale") : "");
        });
    }

    /** This page's fields in the order they stand on it: the first invalid one speaks in the advice box. */
    private static final List<String> ERROR_ORDER = List.of(F_DURATION, F_HOURS, F_DAYS_PER_WEEK, F_BUFFER, F_PEAK_CARDS,
            F_PEAK_HOURS);

    public StringBinding breakEvenText() {
        return text(m -> {
            Advice a = current();
            if (a == null && stale()) {
                return "—";
            }
            if (a == null || a.breakEvenSentence() == null) {
                return m.get("rental.breakEvenNone");
            }
            return m.format(a.breakEvenSentence());
        });
    }

    /**
     * The billed days of one way of renting; when they are more than the term's (whole months for a 33-day term), the
     * cell says why there and then ("60 days" stood on step 4 with the reason only on Results).
     */
    public String billedText(RentalCost q, Messages m) {
        Advice a = current();
        if (a != null && q.billedDays() > a.term().billableDays()) {
            return m.format("rental.billedWhole", q.billedDays(), a.term().billableDays());
        }
        return m.format("rental.billedDays", q.billedDays());
    }

    /** The leading GPU's cost in each mode it is offered in. */
    public ObjectBinding<List<RentalCost>> quotesProperty() {
        return quotes;
    }
}
