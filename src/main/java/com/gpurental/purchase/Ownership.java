package com.gpurental.purchase;

import java.math.BigDecimal;

/**
 * Buying a server instead of renting (the plan's optional {@code ownership} block, docs/domain.md §7): what it costs and
 * runs at. All money including VAT.
 */
public record Ownership(
        BigDecimal serverPriceCny,
        int serverCards,
        String gpu,
        BigDecimal powerKw,
        BigDecimal pue,
        BigDecimal electricityCnyPerKwh,
        BigDecimal hostingCnyPerMonth,
        BigDecimal opsCnyPerYear,
        int depreciationYears,
        BigDecimal residualPercent) {
}
