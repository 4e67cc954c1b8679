package com.gpurental.ui.rental;

import static com.gpurental.ui.model.WorkloadModel.F_BUFFER;
import static com.gpurental.ui.model.WorkloadModel.F_DURATION;
import static com.gpurental.ui.model.WorkloadModel.F_HOURS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_CARDS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_HOURS;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;

/** Step 4: how long, how many hours a day, and which way to rent. */
public final class RentalPageViewModel extends PageViewModel {

    public static final Set<String> FIELDS = Set.of(F_DURATION, F_HOURS, F_PEAK_CARDS, F_PEAK_HOURS, F_BUFFER);

    private final ObjectBinding<List<RentalCost>> quotes;
    private final BooleanBinding hybrid;

    public RentalPageViewModel(AppContext context) {
        super(context, FIELDS);
        quotes = Bindings.createObjectBinding(() -> {
            Advice a = current();
            return a == null ? List.of() : a.modeAdvice().quotesByMode();
        }, model.adviceProperty(), model.errorsProperty());
        hybrid = Bindings.createBooleanBinding(() -> model.rentalMode.get() == Plan.RentalChoice.HYBRID, model.rentalMode);
        // One state for the allowed modes: choosing a way to rent here replaces the results page's mode filters.
        model.rentalMode.addListener((o, was, now) -> {
            if (now != Plan.RentalChoice.AUTO) {
                model.allowedModes.addAll(java.util.EnumSet.allOf(com.gpurental.catalog.RentalMode.class));
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

    public StringProperty peakCardsProperty() {
        return model.peakCards;
    }

    public StringProperty peakHoursProperty() {
        return model.peakHours;
    }

    /** The term's buffer, % (blank: the default for the kind of work). */
    public StringProperty bufferPercentProperty() {
        return model.bufferPercent;
    }

    /** The buffer a blank field takes: "10 (training: its length is uncertain)" or "0 (a fixed-term service)". */
    public StringBinding bufferPrompt() {
        return text(m -> {
            Advice a = model.advice();
            WorkloadKind kind = a == null ? null : a.plan().workload().kind();
            if (kind == null) {
                return "";
            }
            double d = com.gpurental.advice.ResolvedPlan.defaultBufferPercent(kind);
            return m.format(kind.training() ? "rental.bufferPromptUncertain" : "rental.bufferPromptService", d);
        });
    }

    public BooleanBinding hybridProperty() {
        return hybrid;
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

    public StringBinding reasonText() {
        return text(m -> {
            Advice a = current();
            return a == null ? "" : m.format(a.modeAdvice().reason());
        });
    }

    public StringBinding breakEvenText() {
        return text(m -> {
            Advice a = current();
            if (a == null && stale()) {
                return "—";
            }
            if (a == null || a.modeAdvice().breakEvenHoursPerMonth() == null) {
                return m.get("rental.breakEvenNone");
            }
            return m.format(a.modeAdvice().hourlyCheaperAtAnyUse() ? "rental.breakEvenBeyondMonth" : "rental.breakEven",
                    a.modeAdvice().breakEvenHoursPerMonth().doubleValue(), a.modeAdvice().plannedHoursPerMonth(),
                    com.gpurental.pricing.BreakEven.AXIS_HOURS);
        });
    }

    /**
     * The billed days of one way of renting; when they are more than the term's (whole months for a 33-day term), the
     * cell says why there and then ("60 days" stood on step 4 with the reason only on Results).
     */
    public String billedText(RentalCost q, com.gpurental.text.Messages m) {
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
