package org.chancery.command;

/** Who sees a reply: only the caller (ephemeral on Discord, or a DM), or the whole channel. */
public enum Visibility { PRIVATE, PUBLIC }
