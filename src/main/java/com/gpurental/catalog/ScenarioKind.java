package com.gpurental.catalog;

public enum ScenarioKind {
    LLM_TRAINING("llm-training"), LLM_INFERENCE("llm-inference"), VISION("vision"), COMPUTE("compute");

    private final String json;

    ScenarioKind(String json) {
        this.json = json;
    }

    public String json() {
        return json;
    }

    public static ScenarioKind fromJson(String s) {
        for (ScenarioKind k : values()) {
            if (k.json.equals(s)) {
                return k;
            }
        }
        return null;
    }
}
