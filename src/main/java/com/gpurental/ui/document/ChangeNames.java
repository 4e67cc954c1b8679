package com.gpurental.ui.document;

import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Messages;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a recovered piece of work changed since its plan was last saved (the latest first), in the user's words: the wizard's
 * labels of the fields
 * ("改了预算", "changed Budget"), the first two and how many more; parts of the plan without a field of their own by
 * their part (title, checklist, GPUs compared, quotes), anything else as "other settings".
 */
final class ChangeNames {

    static final int SHOWN = 2;

    private ChangeNames() {
    }

    /**
     * "预算、任务时长（天）等 3 项" from the paths changed (the latest first); the plan's fields before the parts
     * that follow from them (the GPUs compared); empty when nothing is known.
     */
    static String of(List<String> paths, Messages m) {
        Set<String> labels = new LinkedHashSet<>();
        Set<String> parts = new LinkedHashSet<>();
        for (String path : paths) {
            Optional<PlanField> field = PlanFields.at(path);
            if (field.isPresent()) {
                labels.add(m.format(field.get().label()));
            } else {
                parts.add(part(path, m));
            }
        }
        labels.addAll(parts);
        if (labels.isEmpty()) {
            return "";
        }
        List<String> all = List.copyOf(labels);
        String shown = String.join(m.get("document.recover.changedSeparator"), all.subList(0, Math.min(SHOWN, all.size())));
        return all.size() <= SHOWN ? shown : m.format("document.recover.changedMore", shown, all.size());
    }

    private static String part(String path, Messages m) {
        String part = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        return switch (part) {
            case "title" -> m.get("document.changed.title");
            case "checklist" -> m.get("document.changed.checklist");
            case "compared" -> m.get("document.changed.compared");
            case "quoteDrafts", "quotes", "ownershipDraft", "ownership" -> m.get("document.changed.quotes");
            default -> m.get("document.changed.other");
        };
    }
}
