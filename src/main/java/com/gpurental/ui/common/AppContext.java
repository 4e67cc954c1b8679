package com.gpurental.ui.common;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.text.Messages;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.model.WorkloadModel;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Locale;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the views and view models share, handed to each through the controller factory (no
 * static singletons): the catalog, the engine, the one workload model, the language and the
 * services, and the one clock every "today" of the app is read from (the advisor's, the papers' date, an import's day).
 */
public final class AppContext {

    private final Catalog catalog;
    private final Advisor advisor;
    private final WorkloadModel model;
    private final Settings settings;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final ObjectProperty<Messages> messages;
    private final Clock clock;
    /** A short confirmation the window shows for a few seconds in its footer ("Summary copied"); "" for none. */
    private final javafx.beans.property.StringProperty notice = new javafx.beans.property.SimpleStringProperty("");

    /** On the system clock. */
    public AppContext(Catalog catalog, Advisor advisor, Settings settings, DialogService dialogs, TaskExecutor executor,
                      Locale language) {
        this(catalog, advisor, settings, dialogs, executor, language, Clock.systemDefaultZone());
    }

    public AppContext(Catalog catalog, Advisor advisor, Settings settings, DialogService dialogs, TaskExecutor executor,
                      Locale language, Clock clock) {
        this.clock = clock;
        this.catalog = catalog;
        this.advisor = advisor;
        this.settings = settings;
        this.dialogs = dialogs;
        this.executor = executor;
        this.model = new WorkloadModel(catalog, advisor);
        this.messages = new SimpleObjectProperty<>(Messages.forLocale(language));
    }

    public Catalog catalog() {
        return catalog;
    }

    /** Today on the app's clock: the date on the papers and on an imported acceptance result. */
    public LocalDate today() {
        return LocalDate.now(clock);
    }

    public Advisor advisor() {
        return advisor;
    }

    public WorkloadModel model() {
        return model;
    }

    public Settings settings() {
        return settings;
    }

    public DialogService dialogs() {
        return dialogs;
    }

    public TaskExecutor executor() {
        return executor;
    }

    /** The current language's texts; views and view models re-render when it changes. */
    public ObjectProperty<Messages> messagesProperty() {
        return messages;
    }

    public Messages messages() {
        return messages.get();
    }

    /** Shows {@code text} as a short confirmation that needs no answer (the footer, for a few seconds). */
    public void notice(String text) {
        notice.set("");
        notice.set(text);
    }

    /** The confirmation being shown ("" for none). */
    public javafx.beans.property.StringProperty noticeProperty() {
        return notice;
    }
}
