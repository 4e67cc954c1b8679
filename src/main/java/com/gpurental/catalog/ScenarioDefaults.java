package com.gpurental.catalog;

/** What choosing a scenario fills in on the later pages (all still editable). */
public record ScenarioDefaults(
        String modelId,
        String precision,
        String method,
        Double trainingTokensB,
        Integer sequenceLength,
        Integer contextTokens,
        Integer concurrentUsers,
        Double tokensPerSecondPerUser,
        double durationDays,
        double hoursPerDay,
        String rentalMode,
        String cardsHint,
        LocalizedText supportingHardware,
        LocalizedText termHint) {
}
