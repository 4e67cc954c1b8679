package com.gpurental.sizing;

public enum WorkloadKind {
    LLM_TRAINING, LLM_INFERENCE, VISION, COMPUTE;

    public boolean training() {
        return this == LLM_TRAINING || this == COMPUTE;
    }
}
