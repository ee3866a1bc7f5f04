package org.chancery.command;

/** Who a command is for. The service checks permission again on every call. */
public enum Role { ANYONE, PLAYER, GM }
