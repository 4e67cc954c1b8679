package com.gpurental.ui.quotes;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.purchase.Ownership;
import com.gpurental.purchase.OwnershipFields;
import com.gpurental.quotes.QuoteAdvisor;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.model.WorkloadModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The rent-or-buy editor of the Quotes page: one text per field of the plan's {@code ownership} block,
 * each checked as the plan file is ({@link OwnershipFields}) and the GPU against the catalog. A complete, valid block
 * becomes the model's ownership (one model change, so undo covers it); all fields empty remove it; a wrong field
 * removes it too and says what is wrong next to that field. Undo, redo and opening a plan show the model's block.
 */
public final class OwnershipEditor {

    private final WorkloadModel model;
    private final Catalog catalog;
    private final Map<String, StringProperty> fields = new LinkedHashMap<>();
    private final ReadOnlyObjectWrapper<Map<String, Message>> problems = new ReadOnlyObjectWrapper<>(Map.of());
    private boolean syncing;

    public OwnershipEditor(WorkloadModel model, Catalog catalog) {
        this.model = model;
        this.catalog = catalog;
        for (String f : OwnershipFields.FIELDS) {
            StringProperty p = new SimpleStringProperty(this, f, "");
            p.addListener((o, was, now) -> commit());
            fields.put(f, p);
        }
        model.ownership.addListener((o, was, now) -> {
            if (!syncing) {
                show(now);
            }
        });
        model.ownershipDraft.addListener((o, was, now) -> {
            if (!syncing && !now.isEmpty()) {
                showDraft(now);
            }
        });
        show(model.ownership.get());
        if (!model.ownershipDraft.get().isEmpty()) {
            showDraft(model.ownershipDraft.get());
        }
    }

    /** A saved plan's half-typed fields: shown as typed, with their messages. */
    private void showDraft(Map<String, String> draft) {
        syncing = true;
        try {
            fields.forEach((k, v) -> v.set(draft.getOrDefault(k, "")));
        } finally {
            syncing = false;
        }
        commit();
    }

    /** The text of one field ({@link OwnershipFields#FIELDS}). */
    public StringProperty field(String name) {
        StringProperty p = fields.get(name);
        if (p == null) {
            throw new IllegalArgumentException("no ownership field " + name);
        }
        return p;
    }

    /** The catalog's GPUs, for the choice of the server's GPU (shown by name; the field and the plan keep the id). */
    public List<Gpu> gpus() {
        return catalog.gpus();
    }

    /** The catalog's GPU whose id the gpu field holds, if any. */
    public Optional<Gpu> gpu() {
        String id = fields.get("gpu").get();
        return id == null || id.isBlank() ? Optional.empty() : catalog.gpu(id.strip());
    }

    /** The wrong fields' messages by field name; empty when every field is right (or all are empty). */
    public ReadOnlyObjectProperty<Map<String, Message>> problemsProperty() {
        return problems.getReadOnlyProperty();
    }

    /** The message of one field in the user's language, or "" when it is right. */
    public String error(String name, Messages m) {
        Message p = problems.get().get(name);
        return p == null ? "" : m.format(p);
    }

    /** The field's label key (both bundles hold quote.owner.*). */
    public static String labelKey(String name) {
        return "quote.owner." + name;
    }

    private void commit() {
        if (syncing) {
            return;
        }
        Map<String, String> texts = new LinkedHashMap<>();
        fields.forEach((k, v) -> texts.put(k, v.get() == null ? "" : v.get()));
        OwnershipFields.Read read = OwnershipFields.read(texts);
        Map<String, Message> found = new LinkedHashMap<>(read.problems());
        String gpu = texts.get("gpu") == null ? "" : texts.get("gpu").strip();
        if (!gpu.isEmpty() && catalog.gpu(gpu).isEmpty()) {
            found.putIfAbsent("gpu", QuoteAdvisor.unknownGpu(gpu, catalog));
        }
        Ownership next = found.isEmpty() ? read.ownership() : null;
        problems.set(Map.copyOf(found));
        syncing = true;
        try {
            // The draft first: the ownership change below triggers the autosave, which must hold the texts.
            model.ownershipDraft.set(found.isEmpty() ? Map.of() : Map.copyOf(texts));
            if (!Objects.equals(model.ownership.get(), next)) {
                model.ownership.set(next);
            }
        } finally {
            syncing = false;
        }
    }

    private void show(Ownership o) {
        syncing = true;
        try {
            OwnershipFields.texts(o).forEach((k, v) -> fields.get(k).set(v));
            model.ownershipDraft.set(Map.of());
        } finally {
            syncing = false;
        }
        problems.set(Map.of());
    }
}
