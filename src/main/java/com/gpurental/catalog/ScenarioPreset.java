package com.gpurental.catalog;

/** An industry or LLM scenario with its key indicators and defaults. */
public record ScenarioPreset(
        String id,
        ScenarioKind kind,
        boolean training,
        LocalizedText name,
        LocalizedText description,
        Minimums minimums,
        ScenarioDefaults defaults,
        VisionWorkload vision,
        Double computeWorkingSetGb) {
}
