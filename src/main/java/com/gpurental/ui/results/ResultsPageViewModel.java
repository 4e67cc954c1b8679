package com.gpurental.ui.results;

import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Rejection;
import com.gpurental.advice.Warning;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.Plan;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

/** Results: the recommendation and why, the options, the rejected GPUs, the warnings, the filters and the 2–6 GPUs compared. */
public final class ResultsPageViewModel extends PageViewModel {

    /** A warning with the configuration it belongs to (null = the whole plan). */
    public record WarningRow(String scope, Warning warning) {}

    private final ObservableList<String> compared;
    private final StringProperty breakEvenGpu = new SimpleStringProperty();
    private final ObjectBinding<Comparison> comparison;
    private final ObjectBinding<Set<RentalMode>> effectiveModes;
    private final BooleanBinding canPin;
    private final BooleanBinding canUnpin;

    public ResultsPageViewModel(AppContext context) {
        super(context, Set.of());
        compared = model.compared.ids();
        model.adviceProperty().addListener((o, was, now) -> followDefault());
        model.compared.pinned().addListener((o, was, now) -> followDefault()); // a reset or a default plan restored
        followDefault();
        comparison = Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a == null ? null : ComparisonBuilder.build(a, context.catalog(), compared, breakEvenGpu.get());
        }, model.adviceProperty(), compared, breakEvenGpu);
        effectiveModes = Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a != null ? a.modeAdvice().allowedModes() : Set.copyOf(model.allowedModes);
        }, model.adviceProperty(), model.allowedModes);
        canPin = Bindings.size(compared).lessThan(ComparisonBuilder.MAX_GPUS);
        canUnpin = Bindings.size(compared).greaterThan(ComparisonBuilder.MIN_GPUS);
    }

    private void followDefault() {
        Advice a = model.advice();
        if (a != null) {
            model.compared.follow(ComparisonBuilder.defaultSelection(a));
        }
    }

    // ---------------------------------------------------------------- recommendation

    public ObjectBinding<Candidate> leading() {
        return Bindings.createObjectBinding(() -> model.advice() == null ? null : model.advice().leading().orElse(null),
                model.adviceProperty());
    }

    /** "Recommendation", or "Nothing fits the budget: the nearest option" when nothing fits it. */
    public StringBinding recommendationTitle() {
        return text(m -> {
            Advice a = model.advice();
            if (a != null && a.answer().onSite()) {
                return m.format(a.answer().title());
            }
            return m.get(a != null && a.budget().nothingFits() ? "results.recommendationNothingFits"
                    : a != null && a.provisional() ? "results.recommendationTrial" : "results.recommendation");
        });
    }

    /**
     * The plain answer's headline (issue 33): what to rent and what it costs, in the buyer's words
     * ({@link PlainText#headline}, as the header, the approval summary and the report's first page say it); the
     * on-site answer's own words; why nothing is recommended otherwise.
     */
    public StringBinding headline() {
        return text(m -> {
            Advice a = model.advice();
            // on-site: the engine's answer alone; the reference price is the note under it (answerNote)
            return a == null ? m.get("results.noFit") : a.answer().onSite() ? m.format(a.answer().headline())
                    : PlainText.headline(a, m);
        });
    }

    /** The plain why: at most three short sentences without engineering terms; "" without a recommendation. */
    public StringBinding plainWhy() {
        return text(m -> model.advice() == null ? "" : PlainText.why(model.advice(), m));
    }

    /** The risks as things to do before signing, blocking ones first. */
    public ObjectBinding<List<String>> plainActions() {
        return Bindings.createObjectBinding(() -> model.advice() == null ? List.of()
                : PlainText.actions(model.advice(), messages()), model.adviceProperty(), context.messagesProperty());
    }

    /** What the price shown beside an on-site answer is (a data-centre rental of the same class); "" otherwise. */
    public StringBinding answerNote() {
        return text(m -> {
            Advice a = model.advice();
            return a != null && a.answer().onSite() ? m.format(a.answer().priceNote()) : "";
        });
    }

    /**
     * The budget verdict on the recommendation card: a mark and the engine's one sentence
     * ("⚠ Over budget: ¥9,820.80 for the 33-day term …"); "" without a budget.
     */
    public StringBinding budgetVerdictText() {
        return text(m -> {
            Advice a = model.advice();
            if (a == null || a.budget() == null || a.budget().verdict() == null
                    || a.budget().kind() == BudgetCheck.Kind.NONE) {
                return "";
            }
            var v = a.budget().verdict();
            // An on-site answer's price is a data-centre reference: no tick for it (its headline says so).
            String mark = v.over() ? "⚠ " : v.within() && !a.answer().onSite() ? "✓ " : "";
            return mark + m.format(a.budget().headline());
        });
    }

    /** WITHIN, OVER or UNKNOWN, for the verdict's colour. */
    public ObjectBinding<BudgetCheck.Status> budgetStatus() {
        return Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a == null || a.budget() == null || a.answer().onSite() ? BudgetCheck.Status.UNKNOWN
                    : a.budget().status();
        }, model.adviceProperty());
    }

    public StringBinding monthlyText() {
        return text(m -> lead().map(c -> m.fen(c.cost().monthlyCostCny())).orElse("—"));
    }

    public StringBinding termText() {
        return text(m -> lead().map(c -> m.format("results.termCost", c.cost().termCostCny(), c.term().billableDays()))
                .orElse("—"));
    }

    public StringBinding utilizationText() {
        return text(m -> lead().map(c -> m.format("results.utilization", c.memoryUtilization() * 100,
                // Both in GB = 10^9 bytes, as the memory page shows needs: a "96 GB" card holds 103.1 of them.
                c.memoryUtilization() * c.gpu().capacityGb(), c.gpu().capacityGb(),
                // The share is before the spare; the memory line beside it includes it (52.8 GB used
                // against "63.3 GB per card, including the 20% spare" read as a contradiction).
                model.advice().memory().sparePercent())).orElse("—"));
    }

    public ObjectBinding<Double> utilization() {
        return Bindings.createObjectBinding(() -> lead().map(Candidate::memoryUtilization).orElse(0.0), model.adviceProperty());
    }

    public StringBinding speedText() {
        return text(m -> lead().map(c -> speed(c, m)).orElse("—"));
    }

    /** Speed in words: the plan's metric with its unit and range (and users per card for inference). */
    public static String speed(Candidate c, Messages m) {
        String speed = m.format(c.speed().text());
        return c.usersPerCard() != null ? m.format("results.speedWithUsers", speed, c.usersPerCard()) : speed;
    }

    /** The speed column's figure for an alternative: a batch job's days to finish, else its speed (Advice.shownSpeed). */
    public Double speedValue(Candidate c) {
        Advice a = model.advice();
        return a == null ? c.speed().value() : a.shownSpeed(c).value();
    }

    /** The speed column's heading: the plan's metric with its unit and direction (follows every new advice). */
    public StringBinding speedHeader() {
        return text(m -> {
            Advice a = model.advice();
            return a == null ? m.get("results.col.speed")
                    : m.format(Message.of("speed.metric." + a.shownMetric().name()));
        });
    }

    public ObjectBinding<List<String>> reasons() {
        return Bindings.createObjectBinding(() -> {
            Messages m = messages();
            return lead().map(c -> c.reasons().stream().map(m::format).toList()).orElse(List.of());
        }, model.adviceProperty(), context.messagesProperty());
    }

    private Optional<Candidate> lead() {
        Advice a = model.advice();
        return a == null ? Optional.empty() : a.leading();
    }

    // ---------------------------------------------------------------- alternatives, rejected, warnings

    public ObjectBinding<List<Candidate>> alternatives() {
        return Bindings.createObjectBinding(() -> model.advice() == null ? List.of() : model.advice().allCandidates(),
                model.adviceProperty());
    }

    /** The rejected GPUs, one line per reason (twelve PCIe cards in one line with their names). */
    public ObjectBinding<List<String>> rejectedLines() {
        return Bindings.createObjectBinding(() -> model.advice() == null ? List.of()
                : PlainText.rejectedLines(model.advice().rejected(), messages()), model.adviceProperty(),
                context.messagesProperty());
    }

    public ObjectBinding<List<Rejection>> rejected() {
        return Bindings.createObjectBinding(() -> model.advice() == null ? List.of() : model.advice().rejected(),
                model.adviceProperty());
    }

    /** The plan's warnings and the recommendation's own, each once. */
    public ObjectBinding<List<WarningRow>> warnings() {
        return Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            if (a == null) {
                return List.of();
            }
            List<WarningRow> rows = new ArrayList<>();
            a.leading().ifPresent(c -> c.warnings().forEach(w -> rows.add(
                    new WarningRow(c.cards() + " × " + c.gpu().displayName().in(messages().locale()), w))));
            a.warnings().forEach(w -> rows.add(new WarningRow(null, w)));
            return rows;
        }, model.adviceProperty(), context.messagesProperty());
    }

    /** "Yes, 9.8 GB spare per card". */
    public static String fits(Candidate c, Messages m) {
        return m.format("results.fitsMargin", c.marginGb());
    }

    /** How a candidate's cards run, in a few words (the engine's {@code Deployment.summary}); "—" when it has none. */
    public static String deploymentSummary(Candidate c, Messages m) {
        return c.deployment() == null ? "—" : m.format(c.deployment().summary());
    }

    /** The plain line of how a candidate's cards run ("2 servers × 8"; {@code Deployment.cardsSummary}); "—" without one. */
    public static String deploymentCards(Candidate c, Messages m) {
        return c.deployment() == null ? "—" : m.format(c.deployment().cardsSummary());
    }

    public static String warningsSummary(Candidate c, Messages m) {
        if (c.warnings().isEmpty()) {
            return "—";
        }
        return String.join(" · ", c.warnings().stream().map(w -> m.get("warning.short." + w.code().name())).toList());
    }

    // ---------------------------------------------------------------- filters

    public BooleanProperty domesticOnlyProperty() {
        return model.domesticOnly;
    }

    public IntegerProperty maxCardsProperty() {
        return model.maxCards;
    }

    public ObservableSet<RentalMode> allowedModes() {
        return model.allowedModes;
    }

    /**
     * The rental modes the advice allowed: step 4's choice and these filters, resolved once by the engine — the one
     * state the results page, step 4 and the PDF show.
     */
    public ObjectBinding<Set<RentalMode>> effectiveModes() {
        return effectiveModes;
    }

    public boolean modeAllowed(RentalMode mode) {
        return effectiveModes.get().contains(mode);
    }

    /**
     * Allows or forbids a rental mode starting from what the advice allowed; the last allowed mode cannot be removed.
     * A change here replaces step 4's choice with "let the advisor choose among these" (one state, not two).
     */
    public void allowMode(RentalMode mode, boolean allowed) {
        if (modeAllowed(mode) == allowed) {
            return;
        }
        Set<RentalMode> now = EnumSet.noneOf(RentalMode.class);
        now.addAll(effectiveModes.get());
        if (allowed) {
            now.add(mode);
        } else {
            now.remove(mode);
        }
        if (now.isEmpty()) {
            return;
        }
        model.rentalMode.set(Plan.RentalChoice.AUTO);
        model.allowedModes.addAll(now);
        model.allowedModes.retainAll(now);
    }

    // ---------------------------------------------------------------- comparison

    public ObservableList<String> compared() {
        return compared;
    }

    public ObjectBinding<Comparison> comparison() {
        return comparison;
    }

    /**
     * The words over the comparison: "the top three are compared", or, where fewer GPUs are options, how many are and that
     * a rejected one stands beside them for reference (ComparisonBuilder fills the comparison up to two GPUs; issue 33).
     */
    public StringBinding compareIntro() {
        return text(m -> {
            Advice a = model.advice();
            if (a == null) {
                return m.get("results.compareIntro");
            }
            List<String> ids = ComparisonBuilder.defaultSelection(a);
            long options = ids.stream().filter(id -> a.allReference().stream().anyMatch(c -> c.gpu().id().equals(id))).count();
            return options == 0 || options >= ComparisonBuilder.DEFAULT_GPUS ? m.get("results.compareIntro")
                    : m.format("results.compareIntroFew", options, ids.size() - options);
        });
    }

    /**
     * The comparison table's monthly column heading. The table prices each GPU from the catalog; when vendors' quotes
     * lead the advice, the heading says so, as the comparison charts' titles do (the recommendation's ¥9,540 from a
     * quote stood above a ¥8,928 for the same 2 × H20 with no word why).
     */
    public StringBinding compareMonthlyHeader() {
        return text(m -> m.get(model.advice() != null && model.advice().quoteLed() ? "results.cmp.monthlyReference"
                : "results.col.monthly"));
    }

    public ReadOnlyBooleanProperty pinnedByUserProperty() {
        return model.compared.pinned();
    }

    public BooleanBinding canPin() {
        return canPin;
    }

    public BooleanBinding canUnpin() {
        return canUnpin;
    }

    public List<Gpu> allGpus() {
        return context.catalog().gpus();
    }

    /** Pins any catalog GPU (even a rejected one) to the comparison; at most six. */
    public boolean pin(String gpuId) {
        return model.compared.pin(gpuId);
    }

    public boolean unpin(String gpuId) {
        return model.compared.unpin(gpuId);
    }

    /** Back to the top three. */
    public void resetComparison() {
        model.compared.reset();
        followDefault();
    }

    /** Sets the comparison (from a saved plan); an empty list means the default. */
    public void restoreComparison(List<String> ids) {
        model.compared.restore(ids);
        followDefault();
    }

    public StringProperty breakEvenGpuProperty() {
        return breakEvenGpu;
    }

    /** "NVLink 900 GB/s", "HCCS 56 GB/s per pair", "PCIe 64 GB/s". */
    public static String link(Gpu g, Messages m) {
        if (g.interconnect() == null) {
            return m.get("common.unknown");
        }
        var ic = g.interconnect();
        if (ic.gbPerS() == null) {
            return m.format("results.linkUnknown", ic.type());
        }
        if (ic.perPairGbPerS() != null) {
            return m.format("results.linkPair", ic.type(), ic.gbPerS(), ic.perPairGbPerS());
        }
        return m.format("results.link", ic.type(), ic.gbPerS());
    }

    public static Message rejectedLabel(String name) {
        return Message.of("chart.rejected", name);
    }

    // ---------------------------------------------------------------- why the recommendation beats the others

    /**
     * One line per top alternative, the engine's reason why the recommendation beats it ("2 × A100 40GB, container
     * by the hour: the recommendation costs ¥… less for the term and is at least as fast"), after the engine's word on
     * why the recommendation is not the cheapest fit when it is not. Nothing is worked out here.
     */
    public ObjectBinding<List<String>> versusLines() {
        return Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            Messages m = messages();
            if (a == null || a.leading().isEmpty()) {
                return List.of();
            }
            List<String> lines = new ArrayList<>();
            if (a.whyNotCheapest() != null) {
                lines.add(m.format(a.whyNotCheapest()));
            }
            Set<String> seen = new HashSet<>();
            // the option the "why not the cheapest" line names is said there, in every rental mode of its cards
            a.candidates().stream().filter(c -> c.versusLead() != null && c.versusLead().equals(a.whyNotCheapest()))
                    .forEach(c -> seen.add(c.gpu().id() + "×" + c.cards() + "·" + c.vendor()));
            for (Candidate c : a.candidates()) {
                // one line per option (issue 33): the same cards in another rental mode are not a second option, and
                // the cheapest option's reason is the "why not the cheapest" line above
                if (c.versusLead() != null && !c.versusLead().equals(a.whyNotCheapest())
                        && seen.add(c.gpu().id() + "×" + c.cards() + "·" + c.vendor())) {
                    lines.add(m.format("results.versusLine", c.cards(), c.label(),
                            m.format("rental.modeName", c.cost().mode()), m.format(c.versusLead())));
                }
            }
            return lines;
        }, model.adviceProperty(), context.messagesProperty());
    }
}
