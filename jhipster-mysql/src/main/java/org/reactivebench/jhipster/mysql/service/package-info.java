/**
 * Service layer.
 */
package org.reactivebench.jhipster.mysql.service;
