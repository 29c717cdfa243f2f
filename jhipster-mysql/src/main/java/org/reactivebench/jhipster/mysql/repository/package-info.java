/**
 * Repository layer.
 */
package org.reactivebench.jhipster.mysql.repository;
