package com.gpurental.ui;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.TaskExecutor;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.model.WorkloadModel;
import java.time.LocalDate;
import java.util.Locale;

/**
 * What the UI tests share: the bundled catalog, an engine pinned to a date on which no bundled
 * price is stale, and an {@link AppContext} with in-memory settings, recording dialogs and a
 * same-thread executor (no toolkit needed).
 */
public final class UiFixture {

    /** The bundled prices are as of 2026-11-01; on this day none is stale. */
    public static final LocalDate PRICE_DATE = LocalDate.of(2026, 11, 29);
    public static final Catalog CATALOG = CatalogLoader.bundled();
    public static final Messages EN = Messages.forLocale(Messages.EN);
    public static final Messages ZH = Messages.forLocale(Messages.ZH);

    private UiFixture() {
    }

    public static AppContext context(Locale language) {
        return new AppContext(CATALOG, new Advisor(CATALOG, PRICE_DATE), Settings.inMemory(language),
                new RecordingDialogs(), TaskExecutor.sameThread(), language);
    }

    public static AppContext context() {
        return context(Messages.EN);
    }

    /**
     * The docs/domain.md §3 check: a 70B model typed as a bare count, FP16, 4,096 tokens, 1 user, 30 days,
     * 24 hours a day, containers by the hour (general inference preset, 20 tokens/s per user), each as typed.
     */
    public static void seventyBChatHourly(WorkloadModel m) {
        m.runBatch(() -> {
            m.applyPreset("llm-inference");
            m.parameters.set("70B");
            m.precision.set(Precision.FP16);
            m.contextTokens.set("4096");
            m.concurrentUsers.set("1");
            m.durationDays.set("30");
            m.hoursPerDay.set("24");
            // a service takes no buffer by default; the reference figures were worked with 10 %
            m.bufferPercent.set("10");
            m.rentalMode.set(Plan.RentalChoice.HOURLY);
            // every figure typed by the buyer, the preset's 20 tokens/s per user too: a hard target, as the reference
            // figures were worked (a figure the preset filled in is soft, WorkloadInputs.fromPreset)
            m.fromPreset.clear();
        });
    }
}
