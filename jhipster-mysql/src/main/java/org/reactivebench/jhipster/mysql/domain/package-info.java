/**
 * Domain objects.
 */
package org.reactivebench.jhipster.mysql.domain;
