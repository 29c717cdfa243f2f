/**
 * Logging aspect.
 */
package org.reactivebench.jhipster.mysql.aop.logging;
