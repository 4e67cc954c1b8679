package com.gpurental.ui.model;

public enum BudgetKind {
    MONTHLY, TOTAL
}
