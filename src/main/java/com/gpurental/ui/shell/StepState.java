package com.gpurental.ui.shell;

public enum StepState {
    CURRENT, DONE, PROBLEM, TODO
}
