package com.gpurental.json;

import com.gpurental.text.Message;

/**
 * One thing wrong with a user-supplied file or field: where ({@code file}, JSON {@code path}
 * such as {@code gpus[3].memoryGb}) and what, as a message that shows a valid example.
 */
public record InputProblem(String file, String path, Message problem) {
}
